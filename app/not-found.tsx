import Link from "next/link";
import { Card, CardContent } from "@/components/ui/card";

export default function NotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="mt-3 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/search" className="mt-4 inline-block text-sm text-primary underline-offset-4 hover:underline">
            Go to Property Search
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

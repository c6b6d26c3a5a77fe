import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/http/api-fetch";

/**
 * The card a screen shows when its call fails: the server's own message (or `fallback`),
 * under a title saying what could not be done when one is given.
 */
export function QueryError({ title, error, fallback = "Please try again." }: { title?: string; error: unknown; fallback?: string }) {
  const message = errorMessage(error, fallback);
  return (
    <Card role="alert" className="border-destructive">
      {title ? (
        <CardContent className="pt-5 text-sm">
          <p className="font-medium text-destructive">{title}</p>
          <p className="mt-1 text-muted-foreground">{message}</p>
        </CardContent>
      ) : (
        <CardContent className="pt-5 text-sm text-destructive">{message}</CardContent>
      )}
    </Card>
  );
}

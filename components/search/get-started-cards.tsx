import { BarChart3, Calculator, GitCompare, Search } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

const cards = [
  { title: "Property Search", href: "/search", icon: Search, text: "Sales and listings by postcode, UPRN or address." },
  { title: "Valuation Tool", href: "/valuation", icon: Calculator, text: "Sale value, monthly rent and gross yield from local evidence." },
  { title: "Area Analysis", href: "/area-analysis", icon: BarChart3, text: "Prices, rents, crime and planning constraints for an area." },
  { title: "Property Comparison", href: "/comparison", icon: GitCompare, text: "Up to four properties side by side." },
];

export function GetStartedCards() {
  return (
    <section aria-label="Get started" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ title, href, icon: Icon, text }) => (
        <Card key={title} className="flex flex-col">
          <CardHeader>
            <Icon className="size-6 text-primary" aria-hidden />
            <CardTitle className="text-base">{title}</CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Link href={href} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Get Started with ${title}`}>
              Get Started
            </Link>
          </CardFooter>
        </Card>
      ))}
    </section>
  );
}

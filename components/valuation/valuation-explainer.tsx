import { Calculator, CalendarClock, Home, Scale } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const steps = [
  {
    icon: Home,
    title: "Comparable sales",
    text: "We take HM Land Registry sales of the same type of home around the postcode, widening the search from a quarter of a mile to five miles until there are enough. When you choose an address, its own past sales and floor area are used too.",
  },
  {
    icon: CalendarClock,
    title: "Adjusted to one date and size",
    text: "Each price is moved to the valuation date with a monthly price index built from the local sales themselves, and to your home's floor area when it is known.",
  },
  {
    icon: Scale,
    title: "Weighted to the closest evidence",
    text: "Nearer and more recent sales, and those on the same street, count for more. The estimate is the weighted median, shown with a likely range and a confidence that reflects how many sales agree.",
  },
  {
    icon: Calculator,
    title: "Rent and gross yield",
    text: "Rent is the median of local lettings with the same bedrooms, else the outward code's median rent, else a typical yield for the type. Gross yield is 12 × monthly rent ÷ value.",
  },
];

export function ValuationExplainer() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How Our Valuations Work</CardTitle>
        <CardDescription>An automated valuation from recorded sales: a guide to value, not a survey or a RICS Red Book valuation.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">
          Values refer to the date of the latest sale in the local data (the bundled Price Paid samples end in 2019 and 2022), and each figure says where it comes from. Rents in this build come from
          synthetic demo listings and are labelled as such.
        </p>
      </CardContent>
    </Card>
  );
}

import { BarChart3, Landmark, PoundSterling, ShieldAlert } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const features = [
  { icon: PoundSterling, title: "Market", text: "Average sale price and its 12-month change from HM Land Registry sales, average rent and days on market." },
  { icon: ShieldAlert, title: "Crime & Safety", text: "Street-level crime per 1,000 residents from police.uk, the three most common types and the months covered." },
  { icon: Landmark, title: "Taxes & Planning", text: "Area type, Band A council tax, and whether the postcode lies in a conservation area or an AONB." },
  { icon: BarChart3, title: "Area Summary", text: "A short written summary of the area built from the figures, each shown with its source and period." },
];

/** Shown before any search (spec §2: "Without data, a features explainer shows"). */
export function AreaFeatures() {
  return (
    <section aria-labelledby="area-features-heading" className="grid gap-4">
      <h2 id="area-features-heading" className="text-lg font-semibold">
        What an area analysis shows
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="size-6 text-primary" aria-hidden />
              <CardTitle className="text-base">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Enter a full postcode (NE1 4ST), an outward code (NE1) or a sector (NE1 4), or search by address. The bundled open data covers Newcastle upon Tyne and Greater
        Manchester; where a dataset does not cover an area, the analysis says so rather than showing a figure.
      </p>
    </section>
  );
}

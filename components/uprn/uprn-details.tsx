"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatGbp, formatNumber } from "@/lib/format/format";
import { Skeleton } from "@/components/ui/skeleton";
import { DataSourceLabel } from "@/components/property/data-source-label";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { errorMessage } from "@/lib/http/api-fetch";
import { uprnQueries } from "@/lib/uprn/api";
import { APPROXIMATE_LOCATION_NOTE } from "@/components/property/approximate-location";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

export function UprnDetails({ uprn }: { uprn: string }) {
  const { data, isPending, isError, error } = useQuery(uprnQueries.details(uprn));
  if (isPending) return <Skeleton className="h-64" />;
  if (isError) return <p role="alert" className="text-sm text-destructive">{errorMessage(error, "Could not load this UPRN.")}</p>;
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle className="text-base">{data.address}</CardTitle>
        <p className="text-sm text-muted-foreground">
          UPRN {data.uprn} · <DataSourceLabel source={data.source} period={data.period} />
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl>
          <Row label="Postcode">{data.postcode ?? "—"}</Row>
          <Row label="Coordinates">
            {data.latitude !== null && data.longitude !== null ? `${data.latitude.toFixed(5)}, ${data.longitude.toFixed(5)}` : "—"}
            {data.locationApproximate ? <span role="note" className="block text-xs text-muted-foreground">{APPROXIMATE_LOCATION_NOTE}</span> : null}
          </Row>
          <Row label="Property type">{data.propertyType ?? "—"}</Row>
          <Row label="Floor area">{data.floorAreaSqft ? `${formatNumber(data.floorAreaSqft)} sq ft` : "—"}</Row>
          <Row label="Title">{data.titles.length ? data.titles.map((t) => `${t.titleNumber} (${t.tenure})`).join(", ") : "—"}</Row>
          <Row label="EPC">{data.epc[0] ? `${data.epc[0].currentRating ?? "?"} (potential ${data.epc[0].potentialRating ?? "?"})` : "—"}</Row>
        </dl>
        <section>
          <h3 className="mb-2 text-sm font-semibold">Sales (HM Land Registry)</h3>
          {data.sales.length === 0 ? (
            <p className="text-sm text-muted-foreground">No recorded sales.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {data.sales.map((s) => (
                <li key={s.transactionId} className="flex justify-between">
                  <span>{formatDate(s.date)} · {s.propertyType}, {s.tenure}</span>
                  <span className="font-medium">{formatGbp(s.price)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {data.listings.length ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold">Listings <span className="font-normal text-muted-foreground">(demo data, synthetic)</span></h3>
            <ul className="grid gap-1 text-sm">
              {data.listings.map((l) => (
                <li key={l.id} className="flex justify-between">
                  <span>{formatDate(l.listingDate)} · {l.status === "to_let" ? "To let" : "For sale"}</span>
                  <span className="font-medium">{formatPropertyPrice(l)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

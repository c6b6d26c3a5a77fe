"use client";
import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatGbp } from "@/lib/format/format";
import { portfolioQueries } from "@/lib/portfolio/api";
import { isRentValuation, readImageUrl } from "@/lib/portfolio/describe-portfolio-rows";

const NA = "N/A";
const date = (value: string | null) => (value ? formatDate(value) : NA);
const money = (value: number | null) => (value === null ? NA : formatGbp(value));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

type Props = { client: string; titleNumber: string | null; onClose: () => void; onGenerateReport: (titleNumber: string, uprn: string | undefined) => void; generating: boolean };

/** Property Details (spec §2.4): the call runs only while a title is selected (§4). */
export function PropertyDetailsDialog({ client, titleNumber, onClose, onGenerateReport, generating }: Props) {
  const detail = useQuery({ ...portfolioQueries.property(client, titleNumber ?? "-"), enabled: titleNumber !== null });
  const data = detail.data;
  const property = data?.property ?? null;
  const images = (data?.enhancedChimnieData?.property?.images ?? []).flatMap((image) => {
    const url = readImageUrl(image);
    return url ? [{ url, caption: typeof image === "string" ? null : (image.caption ?? null) }] : [];
  });
  const notFound = detail.isError;
  return (
    <Dialog open={titleNumber !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Property Details</DialogTitle>
          <DialogDescription>Title number {titleNumber}</DialogDescription>
        </DialogHeader>
        {titleNumber && data ? (
          <Button type="button" className="justify-self-start" disabled={generating} onClick={() => onGenerateReport(titleNumber, property?.uprn ?? undefined)}>
            <Sparkles aria-hidden />
            {generating ? "Generating..." : "Generate AI Report"}
          </Button>
        ) : null}
        {detail.isPending && titleNumber ? (
          <Skeleton className="h-40 w-full" />
        ) : notFound ? (
          <div className="grid gap-2">
            <p className="text-muted-foreground">Property details not found</p>
            {detail.isError && !(detail.error instanceof Error && detail.error.message.startsWith("404")) ? <QueryError error={detail.error} /> : null}
          </div>
        ) : data ? (
          <div className="grid gap-5">
            {images.length ? (
              // The server fills the list only with photos taken at this property's inspections.
              <Section title="Inspection Photos">
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Property images">
                  {images.map(({ url, caption }, index) => (
                    <li key={url}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload behind the session, not a static asset */}
                      <img src={url} alt={caption ?? `Inspection photo ${index + 1} of title ${titleNumber}`} className="aspect-video w-full rounded-md object-cover" loading="lazy" referrerPolicy="no-referrer" />
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {property ? <Section title="Property Information">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    ["Title Number", property.titleNumber],
                    ["Tenure", property.tenure],
                    ["Address", property.address],
                    ["City", property.city],
                    ["Postcode", property.postcode],
                    ["Owner", property.ownerName],
                    ["Classification", property.classification],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd>{value || NA}</dd>
                  </div>
                ))}
              </dl>
            </Section> : null}
            <Section title="Valuations">
              {data.valuations.length ? (
                <ul className="grid gap-2 text-sm">
                  {data.valuations.map((v) => (
                    <li key={v.id} className="rounded-md border p-2">
                      <div className="flex flex-wrap gap-x-4">
                        <span>{date(v.valuationDate)}</span>
                        <span>{v.valuationType ?? NA}</span>
                        <span>{isRentValuation(v.valuationType, v.valuationBasis) ? `Rent: ${money(v.currentValue)} a year` : `Current: ${money(v.currentValue)}`}</span>
                        <span>Previous: {money(v.previousValue)}</span>
                      </div>
                      {v.notes ? <p className="text-muted-foreground">{v.notes}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No valuations found</p>
              )}
            </Section>
            <Section title="Charges">
              {data.charges.length ? (
                <ul className="grid gap-2 text-sm">
                  {data.charges.map((c) => (
                    <li key={c.id} className="rounded-md border p-2">
                      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <span>{date(c.dateRegistered)}</span>
                        <Badge variant={c.status === "Open" ? "destructive" : "secondary"}>{c.status}</Badge>
                        <span>{c.lender ?? NA}</span>
                        <span>{money(c.amountSecured)}</span>
                      </div>
                      {c.details ? <p className="text-muted-foreground">{c.details}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No charges found</p>
              )}
            </Section>
            <Section title="Asset Trace">
              {data.assetTrace.length ? (
                <ul className="grid gap-2 text-sm">
                  {data.assetTrace.map((entry, index) => (
                    <li key={`${entry.date}-${index}`} className="rounded-md border p-2">
                      <div className="flex flex-wrap gap-x-4">
                        <span>{date(entry.date)}</span>
                        <span className="font-medium">{entry.event}</span>
                        <span>{money(entry.value)}</span>
                      </div>
                      {entry.notes ? <p className="text-muted-foreground">{entry.notes}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No asset trace entries</p>
              )}
            </Section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

import { BarChart3, Building2, GraduationCap, Landmark, ShieldAlert, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatGbp, formatNumber, formatPercent } from "@/lib/format/format";
import { describeMonthRange } from "@/lib/area/describe-months";
import { rankCrimeTypes } from "@/lib/area/estimate-crime-rate";
import { councilTaxSchema, crimeBreakdownSchema, parseJsonField, type AddressMatch, type AreaAnalysis, type AreaContext } from "@/lib/area/schemas";
import { buildAreaSummary } from "./build-area-summary";
import { formatMiles } from "@/lib/property/units";

const NO_DATA = "No data";

function DemoBadge() {
  return (
    <Badge variant="outline" className="border-dashed" title="Synthetic demo data generated from real addresses">
      Demo data (synthetic)
    </Badge>
  );
}

function StatCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-5">
        <h3 className="text-sm font-normal text-muted-foreground">{label}</h3>
        <p className="text-2xl font-semibold">{value}</p>
        <div className="grid gap-1 text-xs text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

function Section({ id, title, icon, children, badge }: { id: string; title: string; icon: ReactNode; children: ReactNode; badge?: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center gap-2 space-y-0">
        {icon}
        <h2 id={id} className="text-base font-semibold leading-tight">
          {title}
        </h2>
        {badge}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function Fact({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <li className="grid gap-0.5">
      <p className="font-medium">
        {label}: {value}
      </p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </li>
  );
}

const yesNo = (value: boolean | null) => (value === null ? "Not covered" : value ? "Yes" : "No");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeArea(analysis: AreaAnalysis): string {
  const { area } = analysis;
  if (area.radiusMiles !== null) return `Market and crime figures within ${formatMiles(area.radiusMiles)} of ${area.label}.`;
  return `Market figures for the whole ${area.kind === "outcode" ? "outward code" : "sector"} ${area.label} (${formatNumber(area.postcodeCount)} postcodes); crime within ${formatMiles(analysis.crime.radiusMiles)} of its centre.`;
}

function MatchLine({ match, query }: { match: AddressMatch["match"]; query: string }) {
  if (match.address) {
    return (
      <p className="text-sm">
        Address matched: <span className="font-medium">{match.address}</span> ({match.confidence.toLowerCase()} confidence{match.uprn ? `, UPRN ${match.uprn}` : ""}), postcode{" "}
        <span className="font-medium">{match.postcode}</span>.
      </p>
    );
  }
  return (
    <p className="text-sm">
      No address in the register matched &ldquo;{query}&rdquo;; analysing the postcode it contains, <span className="font-medium">{match.postcode}</span>.
    </p>
  );
}

export function AreaResults({ analysis, context, match }: { analysis: AreaAnalysis; context: AreaContext; match?: { query: string; result: AddressMatch["match"] } }) {
  const { area, sales, rent, listings, crime } = analysis;
  const breakdown = parseJsonField(context.crimeBreakdown, crimeBreakdownSchema);
  const councilTax = parseJsonField(context.councilTax, councilTaxSchema);
  const topTypes = breakdown ? rankCrimeTypes(breakdown.types, 3) : crime.topTypes;
  const months = crime.fromMonth && crime.toMonth ? describeMonthRange(crime.fromMonth, crime.toMonth) : null;

  return (
    <section aria-labelledby="area-results-heading" className="grid gap-5">
      <header className="grid gap-1">
        <h2 id="area-results-heading" className="text-xl font-semibold">
          Area analysis for {area.label}
          {area.authority ? <span className="font-normal text-muted-foreground"> · {area.authority}</span> : null}
        </h2>
        {match ? <MatchLine match={match.result} query={match.query} /> : null}
        {area.resolvedFrom ? <p className="text-sm">UPRN resolved to {area.resolvedFrom}.</p> : null}
        <p className="text-sm text-muted-foreground">{describeArea(analysis)}</p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Average Property Price" value={analysis.averagePrice === null ? NO_DATA : formatGbp(analysis.averagePrice)}>
          {analysis.averagePrice === null ? (
            <p>{sales.note}</p>
          ) : (
            <>
              <p className="text-sm text-foreground">{analysis.priceChange === null ? "12-month change: not enough sales history" : `${formatPercent(analysis.priceChange)} over 12 months`}</p>
              <p>
                HM Land Registry · {sales.period} · {formatNumber(sales.count)} {sales.count === 1 ? "sale" : "sales"}
              </p>
            </>
          )}
        </StatCard>
        <StatCard label="Average Rent" value={analysis.averageRent === null ? NO_DATA : `${formatGbp(analysis.averageRent)} pcm`}>
          {analysis.averageRent === null ? (
            <p>{rent.note}</p>
          ) : (
            <>
              <p>{rent.basis === "listings" ? `Average of ${formatNumber(rent.count)} ${rent.count === 1 ? "home" : "homes"} to let` : rent.note}</p>
              {rent.demo ? <DemoBadge /> : null}
            </>
          )}
        </StatCard>
        <StatCard label="Days on Market" value={analysis.daysOnMarket === null ? NO_DATA : `${analysis.daysOnMarket} days`}>
          {analysis.daysOnMarket === null ? (
            <p>{listings.note}</p>
          ) : (
            <>
              <p>
                Average of {formatNumber(listings.count)} {listings.count === 1 ? "listing" : "listings"} for sale
              </p>
              {listings.demo ? <DemoBadge /> : null}
            </>
          )}
        </StatCard>
        <StatCard label="Crime Rate per 1,000" value={analysis.crimeRate === null ? NO_DATA : analysis.crimeRate.toFixed(1)}>
          {analysis.crimeRate === null ? (
            <p>{crime.note}</p>
          ) : (
            <>
              <p className="text-sm text-foreground">per 1,000 residents a year (estimated)</p>
              <p>police.uk · {months}</p>
            </>
          )}
        </StatCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="area-crime" title="Crime & Safety" icon={<ShieldAlert className="size-5 text-primary" aria-hidden />}>
          {crime.count === null ? (
            <p>{crime.note}</p>
          ) : (
            <>
              <div>
                <h3 className="font-medium">Top 3 crime types</h3>
                {topTypes.length ? (
                  <ol className="mt-1 grid gap-1" aria-label="Top 3 crime types">
                    {topTypes.map((t, i) => (
                      <li key={t.type} className="flex justify-between gap-3">
                        <span>
                          {i + 1}. {t.type}
                        </span>
                        <span className="tabular-nums text-muted-foreground">{formatNumber(t.count)}</span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-muted-foreground">No crimes were recorded within {formatMiles(crime.radiusMiles)} in these months.</p>
                )}
              </div>
              <ul className="grid gap-1 text-muted-foreground">
                <li>
                  Months covered: {months} ({crime.months} {crime.months === 1 ? "month" : "months"})
                </li>
                <li>
                  Crimes within {formatMiles(crime.radiusMiles)}: {formatNumber(crime.count)} · estimated residents: {formatNumber(crime.estimatedResidents)}
                </li>
                {context.crimeIndex !== null ? (
                  <li>
                    Crime index: {context.crimeIndex} ({context.notes.crime})
                  </li>
                ) : null}
                {crime.note ? <li>{crime.note}</li> : null}
              </ul>
              <details className="text-xs text-muted-foreground">
                <summary className="cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">How the rate is estimated</summary>
                <p className="mt-1">
                  Crimes are every police.uk street-level category (anti-social behaviour included) within {formatMiles(crime.radiusMiles)}, over the most recent 12 months loaded, per year.{" "}
                  {crime.method} There is no census table in the product, so the rate is an estimate.
                </p>
              </details>
            </>
          )}
        </Section>

        <Section id="area-taxes" title="Local Taxes & Planning" icon={<Landmark className="size-5 text-primary" aria-hidden />}>
          <ul className="grid gap-3">
            <Fact label="Area type" value={context.areaType ? capitalise(context.areaType) : NO_DATA} note={context.notes.areaType} />
            <Fact
              label="Council tax band A"
              value={councilTax ? `${formatGbp(councilTax.band_a_annual, { pence: true })} per year` : "Not covered"}
              note={
                councilTax
                  ? `${councilTax.authority}, ${councilTax.year}; Band D ${formatGbp(councilTax.band_d_annual, { pence: true })}. Council, police and fire precepts; parish precepts not included.`
                  : context.notes.councilTax
              }
            />
            <Fact
              label="Conservation area"
              value={yesNo(context.constraintsConservation)}
              note={context.conservationAreas.length ? `${context.conservationAreas.map((a) => a.name).join(", ")} (Historic England)` : context.notes.conservation}
            />
            <Fact label="AONB" value={yesNo(context.constraintsAonb)} note={context.notes.aonb} />
          </ul>
          <div>
            <h3 className="font-medium">Listed buildings within 250 m</h3>
            {context.listedBuildings === null ? (
              <p className="text-xs text-muted-foreground">{context.notes.listedBuildings}</p>
            ) : context.listedBuildings.length === 0 ? (
              <p className="text-muted-foreground">None within 250 m.</p>
            ) : (
              <ul className="mt-1 grid gap-1">
                {context.listedBuildings.slice(0, 10).map((b) => (
                  <li key={b.listEntry} className="flex justify-between gap-3">
                    <span>
                      {b.hyperlink ? (
                        <a href={b.hyperlink} className="underline underline-offset-2" target="_blank" rel="noreferrer">
                          {b.name}
                        </a>
                      ) : (
                        b.name
                      )}{" "}
                      <span className="text-muted-foreground">(Grade {b.grade})</span>
                    </span>
                    <span className="tabular-nums text-muted-foreground">{b.distanceMetres} m</span>
                  </li>
                ))}
                {context.listedBuildings.length > 10 ? <li className="text-muted-foreground">and {context.listedBuildings.length - 10} more</li> : null}
              </ul>
            )}
          </div>
        </Section>

        <Section id="area-demographics" title="Area Demographics" icon={<GraduationCap className="size-5 text-primary" aria-hidden />}>
          <ul className="grid gap-2">
            <Fact label="Transport score (out of 100)" value={analysis.transportScore === null ? "Not available" : `${analysis.transportScore}/100`} />
            <Fact label="School rating (out of 10)" value={analysis.schoolRating === null ? "Not available" : `${analysis.schoolRating}/10`} />
            <Fact label="Amenity count" value={analysis.amenityCount === null ? "Not available" : formatNumber(analysis.amenityCount)} />
          </ul>
          <p className="text-xs text-muted-foreground">{analysis.demographics.note}</p>
        </Section>

        <Section
          id="area-amenities"
          title="Local Amenities"
          icon={<Store className="size-5 text-primary" aria-hidden />}
          badge={
            <Badge variant="outline" className="ml-auto border-dashed">
              Illustrative
            </Badge>
          }
        >
          <p>Typical local amenities: 8 schools, 3 stations, 24 shops and 16 restaurants.</p>
          <p className="text-xs text-muted-foreground">Fixed example figures, the same for every area: no amenities dataset is loaded, so nothing here is counted for this area.</p>
        </Section>
      </div>

      <Section id="area-summary" title="Area Summary" icon={<BarChart3 className="size-5 text-primary" aria-hidden />}>
        <p data-testid="area-summary">{buildAreaSummary(analysis, context)}</p>
      </Section>

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Sources: HM Land Registry Price Paid{sales.period ? ` (${sales.period})` : ""}; police.uk street-level crime{months ? ` (${months})` : ""}; OS Code-Point Open postcodes (2014); Historic
          England conservation areas and listed buildings; council tax {councilTax?.year ?? "2024/25"} from the councils&apos; published charges. Listings and rents are demo data.
        </span>
      </p>
    </section>
  );
}

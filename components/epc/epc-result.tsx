import { Badge } from "@/components/ui/badge";
import { formatDate, formatNumber } from "@/lib/format/format";
import type { EpcRow } from "@/lib/epc/schemas";
import { EpcSourceLabel } from "./epc-source-label";
import { RatingBadge } from "./rating-badge";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

function formatAddress(row: EpcRow): string {
  return [row.address1, row.address2, row.posttown, row.postcode].filter(Boolean).join(", ");
}

/** One certificate: every field of spec part 2 §2.1, its source, and whether it has expired. */
export function EpcResult({ row }: { row: EpcRow }) {
  const address = formatAddress(row);
  return (
    <li className="rounded-lg border p-4" aria-label={address}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="break-words font-semibold">{address}</h4>
          <EpcSourceLabel source={row.source} />
        </div>
        {row.expired ? <Badge variant="destructive">Expired</Badge> : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        <RatingBadge label="Current rating" rating={row.current_energy_rating} points={row.current_energy_efficiency} />
        <RatingBadge label="Potential rating" rating={row.potential_energy_rating} points={row.potential_energy_efficiency} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-3">
        <Field label="Inspection date">{formatDate(row.inspection_date)}</Field>
        <Field label="Property type">{row.property_type ?? "—"}</Field>
        <Field label="Built form">{row.built_form ?? "—"}</Field>
        <Field label="Total floor area">{row.total_floor_area === null ? "—" : `${formatNumber(row.total_floor_area)} m²`}</Field>
        <Field label="CO₂ rating">{row.environment_impact_current ?? "—"}</Field>
        {row.mainheat_description ? <Field label="Main heating">{row.mainheat_description}</Field> : null}
        {row.hot_water_description ? <Field label="Hot water">{row.hot_water_description}</Field> : null}
        <Field label="UPRN">{row.uprn ?? "—"}</Field>
        <Field label="Valid until">
          {formatDate(row.date_of_expiry)}
          {row.expired ? <span className="font-normal text-destructive"> (expired)</span> : null}
        </Field>
      </dl>
    </li>
  );
}

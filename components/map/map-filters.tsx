"use client";
import { PROPERTY_STATUSES, statusLabel } from "@/components/property/property-status";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { MapFilters } from "@/lib/map/filter-properties";

const BEDROOMS = ["any", "1", "2", "3", "4", "5", "6"];

function Choice({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([v, text]) => (
            <SelectItem key={v} value={v}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function MapFiltersPanel({ filters, types, onChange }: { filters: MapFilters; types: string[]; onChange: (f: MapFilters) => void }) {
  const set = (key: keyof MapFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const bedroomOptions = BEDROOMS.map((b) => [b, b === "any" ? "Any" : b] as [string, string]);
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-min-price">Min price (£)</Label>
          <Input id="filter-min-price" inputMode="numeric" value={filters.minPrice} onChange={(e) => set("minPrice")(e.target.value.replace(/[^\d]/g, ""))} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-max-price">Max price (£)</Label>
          <Input id="filter-max-price" inputMode="numeric" value={filters.maxPrice} onChange={(e) => set("maxPrice")(e.target.value.replace(/[^\d]/g, ""))} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Choice id="filter-min-beds" label="Min bedrooms" value={filters.minBedrooms} options={bedroomOptions} onChange={set("minBedrooms")} />
        <Choice id="filter-max-beds" label="Max bedrooms" value={filters.maxBedrooms} options={bedroomOptions} onChange={set("maxBedrooms")} />
      </div>
      <Choice id="filter-type" label="Property type" value={filters.propertyType} options={[["any", "Any"], ...types.map((t) => [t, t] as [string, string])]} onChange={set("propertyType")} />
      <Choice id="filter-status" label="Status" value={filters.status} options={[["any", "Any"], ...PROPERTY_STATUSES.map((s) => [s, statusLabel(s)] as [string, string])]} onChange={set("status")} />
    </div>
  );
}

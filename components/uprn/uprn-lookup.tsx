"use client";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { nameSource } from "@/lib/property/source-names";
import { Card, CardContent } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { UPRN_MESSAGE } from "@/lib/property/check-property-input";
import type { CsvColumn } from "@/lib/csv/build-csv";
import { uprnQueries, type UprnSearch } from "@/lib/uprn/api";
import { radiusSearchSchema, type UprnRecord } from "@/lib/uprn/schemas";
import { UprnDetails } from "./uprn-details";

type Mode = "uprn" | UprnSearch["kind"];
type NearbyField = "lat" | "lng" | "radius";

/**
 * The Nearby fields checked with the handler's own schema before anything is sent: an
 * empty latitude is a message to the user, not a search at 0,0. Null when they are valid.
 */
function checkNearbyFields(fields: Record<NearbyField, string>): { message: string; invalid: NearbyField[] } | null {
  const parsed = radiusSearchSchema.safeParse({ lat: fields.lat, lng: fields.lng, radius: fields.radius });
  if (parsed.success) return null;
  const issues = parsed.error.issues;
  return { message: [...new Set(issues.map((i) => i.message))].join(" "), invalid: issues.map((i) => i.path[0] as NearbyField) };
}

const uprnCsvColumns: CsvColumn<UprnRecord>[] = [
  { header: "UPRN", value: (r) => r.uprn },
  { header: "Address", value: (r) => r.address },
  { header: "Postcode", value: (r) => r.postcode },
  { header: "Latitude", value: (r) => r.latitude },
  { header: "Longitude", value: (r) => r.longitude },
  { header: "Distance (m)", value: (r) => r.distanceMetres ?? null },
  { header: "Source", value: (r) => nameSource(r.source) },
  { header: "Period", value: (r) => r.period },
];

/** What the file holds: the kind of lookup and what was asked. */
function csvNameParts(search: UprnSearch | null): (string | number)[] {
  if (search === null) return ["uprn"];
  if (search.kind === "address") return ["uprn", "address", search.q];
  if (search.kind === "postcode") return ["uprn", search.postcode];
  return ["uprn", "near", search.lat, search.lng, `${search.radius}m`];
}

export function UprnLookup() {
  const [mode, setMode] = useState<Mode>("uprn");
  const [fields, setFields] = useState({ uprn: "", q: "", postcode: "", lat: "", lng: "", radius: "100" });
  const [search, setSearch] = useState<UprnSearch | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidFields, setInvalidFields] = useState<NearbyField[]>([]);
  const results = useQuery({ ...uprnQueries.search(search ?? { kind: "postcode", postcode: "" }), enabled: search !== null });

  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setInvalidFields([]);
    if (mode === "uprn") {
      const uprn = fields.uprn.trim();
      if (!/^\d{1,12}$/.test(uprn)) return setFormError(UPRN_MESSAGE);
      setSearch(null);
      return setSelected(uprn);
    }
    setSelected(null);
    if (mode === "address") return setSearch({ kind: "address", q: fields.q.trim() });
    if (mode === "postcode") return setSearch({ kind: "postcode", postcode: normalisePostcodeInput(fields.postcode) });
    const invalid = checkNearbyFields(fields);
    if (invalid) {
      setSearch(null);
      setInvalidFields(invalid.invalid);
      return setFormError(invalid.message);
    }
    setSearch({ kind: "radius", lat: fields.lat.trim(), lng: fields.lng.trim(), radius: fields.radius.trim() });
  }

  const input = (id: keyof typeof fields, label: string, placeholder: string) => {
    const invalid = (invalidFields as string[]).includes(id);
    return <TextField id={`uprn-${id}`} label={label} placeholder={placeholder} value={fields[id]} onChange={set(id)} error={invalid ? formError : null} describedBy={invalid ? "uprn-form-error" : undefined} />;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <form onSubmit={submit} className="rounded-lg border bg-card p-4 shadow-sm" aria-label="UPRN lookup">
          <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
            <TabsList aria-label="Look up by">
              <TabsTrigger value="uprn">UPRN</TabsTrigger>
              <TabsTrigger value="address">Address</TabsTrigger>
              <TabsTrigger value="postcode">Postcode</TabsTrigger>
              <TabsTrigger value="radius">Nearby</TabsTrigger>
            </TabsList>
            <TabsContent value="uprn">{input("uprn", "UPRN", "e.g. 100000123456")}</TabsContent>
            <TabsContent value="address">{input("q", "Address", "e.g. 27 Bradwell Road NE3")}</TabsContent>
            <TabsContent value="postcode">
              <PostcodeField id="uprn-postcode" placeholder="e.g. NE3 3LJ or NE3" value={fields.postcode} onChange={set("postcode")} />
            </TabsContent>
            <TabsContent value="radius" className="flex flex-col gap-3 sm:flex-row">
              {input("lat", "Latitude", "55.0072")}
              {input("lng", "Longitude", "-1.6353")}
              {input("radius", "Radius (metres)", "100")}
            </TabsContent>
          </Tabs>
          <div className="mt-4 flex items-center gap-3">
            <SubmitButton busy={results.isFetching} icon={<Search aria-hidden />}>
              Look up
            </SubmitButton>
            <p id="uprn-form-error" role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          </div>
        </form>
        {search === null ? null : results.isPending ? (
          <Skeleton className="h-48" />
        ) : results.isError ? (
          <QueryError error={results.error} fallback="The lookup failed." />
        ) : results.data.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No UPRNs found.</p>
        ) : (
          <Card>
            <CardContent className="pt-4">
              <div className="mb-2 flex items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {results.data.total} UPRN{results.data.total === 1 ? "" : "s"} found{results.data.total > results.data.results.length ? `, showing ${results.data.results.length}` : ""}
                </p>
                <ExportCsvButton rows={results.data.results} columns={uprnCsvColumns} fileNameParts={csvNameParts(search)} />
              </div>
              <ul className="grid gap-1">
                {results.data.results.map((r) => (
                  <li key={r.uprn}>
                    <button
                      type="button"
                      onClick={() => setSelected(r.uprn)}
                      aria-pressed={selected === r.uprn}
                      className="flex w-full justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent aria-pressed:bg-accent"
                    >
                      <span>{r.address}</span>
                      <span className="shrink-0 text-muted-foreground">{r.distanceMetres !== undefined ? `${r.distanceMetres} m · ` : ""}{r.uprn}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
      <div>{selected ? <UprnDetails uprn={selected} /> : <p className="text-sm text-muted-foreground">Choose a result, or look up a UPRN, to see its details.</p>}</div>
    </div>
  );
}

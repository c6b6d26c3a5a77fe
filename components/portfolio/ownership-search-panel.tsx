"use client";
import { Search } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PropertiesNeedingSearch, SearchJob } from "@/lib/portfolio/api";
import { NEEDING_SEARCH_SHOWN } from "@/lib/portfolio/describe-portfolio-rows";

function JobBadge({ status }: { status: string }) {
  const variant = status === "completed" ? "success" : status === "failed" ? "destructive" : status === "in_progress" ? "default" : "secondary";
  return <Badge variant={variant}>{status}</Badge>;
}

type Props = {
  needing: PropertiesNeedingSearch;
  jobs: { data: SearchJob[] | undefined; error: unknown };
  running: boolean;
  starting: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onSearch: (propertyIds: string[], searchAll: boolean) => void;
};

/** The banner 'N properties need ownership search' and its panel (spec §2.4, §9: 10 rows, 5 jobs). */
export function OwnershipSearchPanel({ needing, jobs, running, starting, selected, onSelectedChange, onSearch }: Props) {
  const [open, setOpen] = useState(false);
  if (needing.total <= 0) return null;
  const shown = needing.properties.slice(0, NEEDING_SEARCH_SHOWN);
  const allSelected = shown.length > 0 && shown.every((p) => selected.has(p.id));
  const busy = running || starting;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <Card className="border-amber-300 bg-amber-50/60 dark:bg-amber-950/20">
      <CardContent className="grid gap-4 pt-5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex-1 font-medium">{needing.total} properties need ownership search</p>
          <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls="ownership-search-options" onClick={() => setOpen((o) => !o)}>
            {open ? "Hide Search Options" : "Show Search Options"}
          </Button>
          <Button type="button" size="sm" disabled={busy} onClick={() => onSearch([], true)}>
            <Search aria-hidden />
            {running ? "Search running..." : "Search All"}
          </Button>
        </div>
        {open ? (
          <div id="ownership-search-options" className="grid gap-4">
            <section aria-labelledby="recent-jobs-heading" className="grid gap-2">
              <h3 id="recent-jobs-heading" className="text-sm font-semibold">
                Recent search jobs
              </h3>
              {jobs.error ? <QueryError error={jobs.error} title="Failed to fetch search jobs" /> : null}
              {jobs.data?.length ? (
                <ul className="grid gap-1 text-sm">
                  {jobs.data.slice(0, 5).map((job) => (
                    <li key={job.jobId} className="flex flex-wrap items-center gap-2">
                      <code className="text-xs">{job.jobId}</code>
                      <JobBadge status={job.status} />
                      {job.summary ? (
                        <span>
                          {job.summary.found} found, {job.summary.notFound} not found, {job.summary.total} total
                        </span>
                      ) : null}
                      {job.error ? <span className="text-destructive">{job.error}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : !jobs.error ? (
                <p className="text-sm text-muted-foreground">No search jobs yet</p>
              ) : null}
            </section>
            <Table aria-label="Properties needing ownership search">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <input
                      type="checkbox"
                      aria-label="Select all properties needing search"
                      checked={allSelected}
                      onChange={() => onSelectedChange(allSelected ? new Set() : new Set(shown.map((p) => p.id)))}
                    />
                  </TableHead>
                  <TableHead>Address</TableHead>
                  <TableHead>City</TableHead>
                  <TableHead>Postcode</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      <input type="checkbox" aria-label={`Select ${p.address}`} checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
                    </TableCell>
                    <TableCell>{p.address}</TableCell>
                    <TableCell>{p.city ?? ""}</TableCell>
                    <TableCell>{p.postcode ?? "Not Found"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {needing.total > NEEDING_SEARCH_SHOWN ? (
                <span className="text-muted-foreground">
                  Showing first {NEEDING_SEARCH_SHOWN} of {needing.total}
                </span>
              ) : null}
              <span aria-live="polite">{selected.size} selected</span>
              <Button type="button" size="sm" disabled={selected.size === 0 || busy} onClick={() => onSearch([...selected], false)}>
                Search Selected
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

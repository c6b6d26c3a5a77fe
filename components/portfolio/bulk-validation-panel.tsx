"use client";
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ValidationResponse } from "@/lib/portfolio/api";
import { isSelectableCorrection } from "@/lib/portfolio/describe-portfolio-rows";

const CONFIDENCE_VARIANT: Record<string, "success" | "default" | "secondary" | "destructive"> = { HIGH: "success", MEDIUM: "default", LOW: "secondary", ERROR: "destructive" };

type Props = {
  validation: ValidationResponse | null;
  validating: boolean;
  applying: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onApply: () => void;
  onClose: () => void;
};

/** Bulk validation results (spec §2.4): counts, original versus suggested, Apply N Corrections. */
export function BulkValidationPanel({ validation, validating, applying, selected, onSelectedChange, onApply, onClose }: Props) {
  const offered = validation?.results.filter(isSelectableCorrection) ?? [];
  const allSelected = offered.length > 0 && offered.every((r) => selected.has(r.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <Card aria-labelledby="bulk-validation-title" role="region">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id="bulk-validation-title" className="text-base">
          Address validation results
        </CardTitle>
        <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label="Close validation results">
          <X aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {validating || !validation ? (
          <div role="status" className="grid gap-2">
            <span className="text-sm text-muted-foreground">Validating addresses...</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <>
            <p className="text-sm">{validation.total} addresses processed</p>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {(
                [
                  ["High", validation.summary.highConfidence],
                  ["Medium", validation.summary.mediumConfidence],
                  ["Low", validation.summary.lowConfidence],
                  ["Errors", validation.summary.errors],
                  ["No Changes", validation.summary.noChanges],
                ] as const
              ).map(([label, count]) => (
                <div key={label} className="flex gap-1">
                  <dt className="text-muted-foreground">{label}:</dt>
                  <dd className="font-medium">{count}</dd>
                </div>
              ))}
            </dl>
            {offered.length === 0 ? (
              <p className="text-sm text-muted-foreground">No address corrections needed. All addresses are already validated.</p>
            ) : (
              <>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={allSelected} onChange={() => onSelectedChange(allSelected ? new Set() : new Set(offered.map((r) => r.id)))} />
                  Select all corrections
                </label>
                <ul className="grid gap-2">
                  {offered.map((result) => (
                    <li key={result.id} className="flex items-start gap-3 rounded-md border p-2 text-sm">
                      <input type="checkbox" className="mt-1" aria-label={`Apply correction of ${result.originalAddress}`} checked={selected.has(result.id)} onChange={() => toggle(result.id)} />
                      <div className="grid flex-1 gap-0.5">
                        <span className="text-muted-foreground line-through decoration-muted-foreground/50">{result.originalAddress}</span>
                        <span className="font-medium">{result.suggestedAddress}</span>
                      </div>
                      <Badge variant={CONFIDENCE_VARIANT[result.confidence] ?? "secondary"}>{result.confidence}</Badge>
                    </li>
                  ))}
                </ul>
                <Button type="button" className="justify-self-start" disabled={selected.size === 0 || applying} onClick={onApply}>
                  {applying ? "Applying..." : `Apply ${selected.size} Corrections`}
                </Button>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { NGD_MAX_PAGES, NGD_PAGE_LIMIT } from "@/lib/providers/buildings/ngd-limits";

/** Said when the live service had more buildings than we read: the figures are of the first pages. */
export function IncompleteNote({ complete }: { complete: boolean }) {
  if (complete) return null;
  return (
    <p role="note" className="rounded-md border border-dashed p-2 text-sm text-muted-foreground">
      The OS service has more buildings here than one search reads: these figures cover the first {NGD_MAX_PAGES * NGD_PAGE_LIMIT}. Search a smaller area for complete figures.
    </p>
  );
}

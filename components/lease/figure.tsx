/** One headline figure, named for screen readers and tests by its label. */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-lg border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {detail ? <p className="mt-0.5 text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

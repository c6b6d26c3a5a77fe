// Every synthetic row carries this source so the UI can label it and a rerun can find it.
export const DEMO_SOURCE = "demo";

// The demo is generated "as of" a fixed date, never the clock, so two runs on the same data
// write identical rows.
export const DEFAULT_AS_OF = new Date(Date.UTC(2026, 10, 1));

export const DAY_MS = 86_400_000;

/** "demo 2026": the period shown beside every synthetic figure. */
export function describeDemoPeriod(asOf: Date): string {
  return `demo ${asOf.getUTCFullYear()}`;
}

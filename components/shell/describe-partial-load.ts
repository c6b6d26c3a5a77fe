import type { PartialLoad } from "@/lib/import/list-partial-loads";

const startedAt = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/** One line of "About the data" for a load that has not finished. */
export function describePartialLoad(load: PartialLoad): string {
  const when = startedAt.format(new Date(load.startedAt));
  const next = load.finishedOnStart ? "The next start of the app finishes it." : "Run the same import again to finish it.";
  return `${load.label}: partial — the load started ${when} UTC has not finished (it is still running, or it was interrupted). ${next}`;
}

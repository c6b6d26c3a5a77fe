import { describe, expect, it } from "vitest";
import { describePartialLoad } from "./describe-partial-load";

describe("describePartialLoad", () => {
  it.each([
    [true, "postcodes/codepoint-open-2014-ne.csv.gz: partial — the load started 26 Nov 2026, 04:17 UTC has not finished (it is still running, or it was interrupted). The next start of the app finishes it."],
    [false, "postcodes/codepoint-open-2014-ne.csv.gz: partial — the load started 26 Nov 2026, 04:17 UTC has not finished (it is still running, or it was interrupted). Run the same import again to finish it."],
  ])("says partial, when it started and what finishes it (finished on start: %s)", (finishedOnStart, text) => {
    expect(describePartialLoad({ label: "postcodes/codepoint-open-2014-ne.csv.gz", startedAt: "2026-11-26T04:17:45.000Z", finishedOnStart })).toBe(text);
  });
});

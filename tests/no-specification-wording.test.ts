import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// People read what a figure is and where it comes from, not "from the product
// specification" (issue 9): the specification is the developers' document, not a source.
// Comments may cite it; text outside comments (strings, JSX) may not.
const files = ["app", "components", "lib"].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith("generated/"))
    .map((path) => `${root}/${path}`),
);

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

describe("user-facing text", () => {
  it("scans the app's sources", () => expect(files.length).toBeGreaterThan(100));

  it("never says the product specification", () => {
    const offenders = files.filter((path) => /\bspecification\b/i.test(withoutComments(readFileSync(path, "utf8"))));
    expect(offenders).toEqual([]);
  });
});

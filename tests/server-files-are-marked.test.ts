import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A *.server.ts file holds request-time database reads: its first line keeps it out of any
// client bundle (Next fails the build), the name keeps it allowed by the lint rule.
const serverFiles = readdirSync("lib", { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".server.ts") && !path.startsWith("generated/"))
  .map((path) => `lib/${path}`);

describe("server-only files", () => {
  it("exist", () => expect(serverFiles.length).toBeGreaterThan(10));

  it.each(serverFiles)("%s starts with import \"server-only\"", (path) => {
    expect(readFileSync(path, "utf8").split("\n")[0]).toBe('import "server-only";');
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkClientSlug, RESERVED_API_NAMES } from "./reserved-api-names";

describe("reserved API names", () => {
  it("cover every static folder of app/api, so no client slug is shadowed by one", () => {
    const folders = readdirSync(path.join(process.cwd(), "app/api"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("["))
      .map((entry) => entry.name);
    expect(folders.filter((name) => !RESERVED_API_NAMES.includes(name))).toEqual([]);
  });

  it.each([
    ["northbank", null],
    ["acme-2", null],
    ["epc", "reserved"],
    ["auth", "reserved"],
    ["Northbank", "not a client slug"],
    ["-acme", "not a client slug"],
    ["acme_co", "not a client slug"],
    ["", "not a client slug"],
  ])("%j → %s", (slug, problem) => {
    const message = checkClientSlug(slug);
    if (problem === null) expect(message).toBeNull();
    else expect(message).toContain(problem);
  });
});

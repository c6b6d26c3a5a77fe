import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// .env.example is the operator's list of settings (docs/deployment.md): a setting added to
// lib/env.ts without a line there fails here.
const schemaKeys = [...readFileSync("lib/env.ts", "utf8").matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
const example = readFileSync(".env.example", "utf8");

describe(".env.example", () => {
  it("finds the settings of lib/env.ts", () => {
    expect(schemaKeys).toContain("DATABASE_URL");
    expect(schemaKeys.length).toBeGreaterThan(10);
  });

  // NEXT_PHASE is set by Next itself: mentioned, not offered as a setting.
  it.each(schemaKeys.filter((key) => key !== "NEXT_PHASE"))("has a line for %s", (key) => {
    expect(example).toMatch(new RegExp(`^(# )?${key}=`, "m"));
  });

  it("leaves the secrets empty and every optional setting commented out", () => {
    const active = example.split("\n").filter((line) => /^[A-Z]/.test(line));
    expect(active).toEqual(["ACCESS_PASSWORD=", "SESSION_SECRET="]);
  });
});

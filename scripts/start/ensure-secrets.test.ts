import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureSecrets, parseEnvFile } from "./ensure-secrets";

const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), "pas-env-")), ".env.local");

describe("ensureSecrets", () => {
  it("generates both secrets once and reuses them", () => {
    const file = tempFile();
    const first = ensureSecrets({}, file);
    expect(first.generated).toBe(true);
    expect(first.values.ACCESS_PASSWORD?.length).toBeGreaterThanOrEqual(12);
    expect(first.values.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
    const second = ensureSecrets({}, file);
    expect(second.generated).toBe(false);
    expect(second.values).toEqual(first.values);
    expect(parseEnvFile(readFileSync(file, "utf8")).ACCESS_PASSWORD).toBe(first.values.ACCESS_PASSWORD);
  });

  it("prefers the environment and writes nothing when both are set", () => {
    const file = tempFile();
    writeFileSync(file, "OTHER=1\n");
    const result = ensureSecrets({ ACCESS_PASSWORD: "pw", SESSION_SECRET: "s".repeat(20) }, file);
    expect(result.generated).toBe(false);
    expect(result.values.ACCESS_PASSWORD).toBe("pw");
    expect(readFileSync(file, "utf8")).toBe("OTHER=1\n");
  });
});

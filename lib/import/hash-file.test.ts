import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashFile } from "./hash-file";

describe("hashFile", () => {
  it("is the SHA-256 of every byte, over several chunks and a part of one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pas-hash-"));
    try {
      const bytes = randomBytes(2.5 * 1024 * 1024);
      const file = path.join(dir, "file.bin");
      writeFileSync(file, bytes);
      expect(await hashFile(file)).toBe(createHash("sha256").update(bytes).digest("hex"));
      const empty = path.join(dir, "empty.csv");
      writeFileSync(empty, "");
      expect(await hashFile(empty)).toBe(createHash("sha256").digest("hex"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

/** SHA-256 of a file's bytes, streamed. */
export async function hashFile(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest("hex");
}

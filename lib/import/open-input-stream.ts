import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

export type InputStream = {
  /** Decompressed bytes. */
  stream: Readable;
  /** Bytes of the file on disk consumed so far (compressed bytes for .gz), for progress. */
  bytesRead: () => number;
  totalBytes: number;
};

async function isGzip(filePath: string): Promise<boolean> {
  const handle = await open(filePath, "r");
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Opens a file for streaming, gunzipping it when it is gzip (by content, not by name). */
export async function openInputStream(filePath: string): Promise<InputStream> {
  const { size } = await stat(filePath);
  const file = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  if (!(await isGzip(filePath))) return { stream: file, bytesRead: () => file.bytesRead, totalBytes: size };
  const gunzip = createGunzip();
  file.on("error", (error) => gunzip.destroy(error));
  gunzip.on("close", () => file.destroy());
  // What zlib has inflated, not what the file stream has buffered ahead of it: a small
  // .gz file is otherwise "100%" read long before its rows are.
  return { stream: file.pipe(gunzip), bytesRead: () => gunzip.bytesWritten, totalBytes: size };
}

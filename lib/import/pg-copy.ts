// PostgreSQL's COPY … FROM STDIN for the bulk importer: one raw `pg` connection beside the
// Prisma client (Prisma cannot speak the copy protocol), and the batch sent as COPY text.
// pg implements the protocol's messages; what pg-copy-streams adds is a stream around them,
// which a batch already in memory does not need.
import pg from "pg";
import { urlOfDb } from "@/lib/db/client";
import { formatDateText } from "./to-sqlite-value";
import type { Db } from "./types";

type CopyConnection = { query: (text: string) => void; sendCopyFromChunk: (chunk: Buffer) => void; endCopyFrom: () => void };

// The largest CopyData message we send; PostgreSQL takes any size, this bounds the buffers.
const CHUNK_BYTES = 1 << 20;

/** A raw connection to the database `db` is connected to; the caller ends it. */
export async function connectRawPg(db: Db): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlOfDb(db) });
  await client.connect();
  return client;
}

/**
 * Runs `COPY … FROM STDIN` (text format) with `data` (UTF-8 text) as its data, through pg's
 * own protocol handlers: pg hands a submitted object the CopyInResponse, and we answer with
 * CopyData messages and CopyDone. Resolves with the rows copied.
 */
export function copyFromText(client: pg.Client, sql: string, data: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    let failed: Error | null = null;
    const submittable = {
      submit(connection: CopyConnection) {
        connection.query(sql);
      },
      handleCopyInResponse(connection: CopyConnection) {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) connection.sendCopyFromChunk(bytes.subarray(offset, offset + CHUNK_BYTES));
        connection.endCopyFrom();
      },
      handleCommandComplete(message: { text?: string }) {
        rows = Number(/\d+$/.exec(message.text ?? "")?.[0] ?? 0);
      },
      handleError(error: Error) {
        failed = error;
        reject(error);
      },
      handleReadyForQuery() {
        if (!failed) resolve(rows);
      },
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleCopyData() {},
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

const BACKSLASH = 92;
const TAB = 9;
const LF = 10;
const CR = 13;
const escapeCopyChar = (c: string) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r");

/**
 * Text as COPY's text format writes it: backslash, tab and line breaks escaped. A plain loop:
 * nearly every value has nothing to escape, and a regex test per value cost more.
 */
export function escapeCopyText(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === BACKSLASH || code === TAB || code === LF || code === CR) return value.replace(/[\\\t\n\r]/g, escapeCopyChar);
  }
  return value;
}

/** One value in COPY's text format: \N for null, t/f, ISO dates (UTC), and \, tab and line breaks escaped. */
function toCopyValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  // Text first: most values are.
  if (typeof value === "string") return escapeCopyText(value);
  // Days' texts kept (to-sqlite-value.ts): toISOString per row was a fifth of a COPY line's cost.
  if (value instanceof Date) return formatDateText(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  return String(value);
}

/** One row as a line of COPY text (no line break): the columns in order, tab-separated. */
export function toCopyLine<R extends Record<string, unknown>>(columns: readonly (keyof R & string)[], row: R): string {
  const values: string[] = new Array(columns.length);
  for (let i = 0; i < columns.length; i++) values[i] = toCopyValue(row[columns[i] as keyof R & string]);
  return values.join("\t");
}

/** Rows as COPY text: one line per row (map and join: string concatenation was twice as slow). */
export function toCopyText<R extends Record<string, unknown>>(columns: readonly (keyof R & string)[], rows: readonly R[]): string {
  if (!rows.length) return "";
  return `${rows.map((row) => toCopyLine(columns, row)).join("\n")}\n`;
}

// A CopyTextBuffer's first size; it doubles as a batch needs, and starts the next batch at the last one's size.
const FIRST_BUFFER_BYTES = 1 << 20;
// The most UTF-8 bytes one UTF-16 code unit takes (a surrogate pair's two take four).
const MAX_BYTES_PER_UNIT = 3;

/**
 * COPY text gathered as bytes, each line encoded once as it is added. Lines kept as strings
 * until a batch ended lived long enough to be copied by the garbage collector, and were then
 * joined and encoded again: 0.12 s of this process per 200k Price Paid rows (decision 144).
 */
export class CopyTextBuffer {
  private bytes = Buffer.allocUnsafe(FIRST_BUFFER_BYTES);
  private length = 0;

  /** Appends `line` (a toCopyLine) and its line break. */
  addLine(line: string): void {
    const needed = this.length + line.length * MAX_BYTES_PER_UNIT + 1;
    if (needed > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(line, this.length, "utf8");
    this.bytes[this.length++] = LF;
  }

  isEmpty(): boolean {
    return this.length === 0;
  }

  /** The lines added since the last take, as bytes of their own; the buffer starts again empty. */
  take(): Buffer {
    const taken = this.bytes.subarray(0, this.length);
    this.bytes = Buffer.allocUnsafe(this.bytes.length);
    this.length = 0;
    return taken;
  }
}

import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CsvRecordSplitter, type CsvItem } from "./split-csv-records";

export type { CsvItem };

/**
 * Streams CSV records, a chunk's worth at a time (one await per chunk rather than per
 * row keeps the per-row cost down), each with its physical line number. Malformed
 * records come out as errors; column counts are left to the dataset parsers.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<CsvItem[]> {
  const decoder = new StringDecoder("utf8");
  const splitter = new CsvRecordSplitter();
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const items = splitter.push(typeof chunk === "string" ? chunk : decoder.write(chunk));
    if (items.length) yield items;
  }
  const last = splitter.push(decoder.end());
  last.push(...splitter.end());
  if (last.length) yield last;
}

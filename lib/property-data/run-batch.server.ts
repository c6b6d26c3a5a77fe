import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { BatchItem, PropertyRecord } from "./types";

/**
 * A POST batch: each item validated and looked up on its own, one at a time (the database
 * is shared), so one bad or unknown item is reported in its place and never fails the call.
 */
export async function runBatch(inputs: string[], schema: z.ZodType<string>, lookup: (value: string) => Promise<PropertyRecord>): Promise<{ results: BatchItem[]; count: number }> {
  const results: BatchItem[] = [];
  for (const input of inputs) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      results.push({ input, status: 400, result: null, error: parsed.error.issues[0]?.message ?? "Invalid item." });
      continue;
    }
    try {
      results.push({ input, status: 200, result: await lookup(parsed.data), error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ input, status: error.status, result: null, error: error.message });
    }
  }
  return { results, count: results.length };
}

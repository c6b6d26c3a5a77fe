import { z } from "zod";

// Job.payload holds the kind's input and the worker's attempt count, so a job that keeps
// failing can end `failed` without a schema column for attempts.
const envelopeSchema = z.object({ input: z.unknown(), attempts: z.number().int().min(0).default(0) });
export type JobEnvelope = z.infer<typeof envelopeSchema>;

export const MAX_JOB_ATTEMPTS = 3;

export function writeJobEnvelope(envelope: JobEnvelope): string {
  return JSON.stringify(envelope);
}

export function readJobEnvelope(payload: string): JobEnvelope {
  return envelopeSchema.parse(JSON.parse(payload));
}

// One log line: a JSON object with the time, level and message first, then the fields.
// Pure, so the redaction below is tested directly. Callers pass only what they mean to
// log (no request bodies or headers); the redaction is the second line of defence in
// case a field with a secret's name is ever passed all the same.
export type LogLevel = "info" | "warn" | "error";
export type LogRecord = { level: LogLevel; msg: string } & Record<string, unknown>;

export const REDACTED = "[redacted]";

// Field names whose values are never written, at any depth.
const SECRET_KEY = /pass(word|phrase)?|secret|token|cookie|authori[sz]ation|api[-_]?key|credential|^body$/i;
const MAX_DEPTH = 6;
const MAX_STRING = 4_000;

function truncate(text: string): string {
  return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}… (${text.length - MAX_STRING} more characters)` : text;
}

/** An error as loggable fields: name, message, stack, and a code or digest when it has one. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const extra = error as Error & { code?: unknown; digest?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof extra.code === "string" || typeof extra.code === "number" ? { code: extra.code } : {}),
    ...(typeof extra.digest === "string" ? { digest: extra.digest } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

function redact(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === "string") return truncate(value);
  if (typeof value === "bigint") return value.toString();
  if (value === null || typeof value !== "object") return typeof value === "function" || typeof value === "symbol" ? undefined : value;
  if (value instanceof Error) return redact(describeError(value), depth, seen);
  if (value instanceof Date) return value.toISOString();
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : redact(field, depth + 1, seen);
  return out;
}

export function formatLogLine(record: LogRecord, now: Date = new Date()): string {
  const { level, msg, ...fields } = record;
  return JSON.stringify({ time: now.toISOString(), level, msg, ...(redact(fields, 0, new WeakSet()) as Record<string, unknown>) });
}

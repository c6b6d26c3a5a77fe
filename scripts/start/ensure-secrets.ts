import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const ENV_FILE = ".env.local";

export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match?.[1]) continue;
    values[match[1]] = (match[2] ?? "").replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
  }
  return values;
}

/**
 * The access password and session secret, from the environment first, then .env.local;
 * any still missing are generated and appended to .env.local (which git ignores).
 */
export function ensureSecrets(env: Record<string, string | undefined>, file = ENV_FILE): { values: Record<string, string>; generated: boolean } {
  const fromFile = existsSync(file) ? parseEnvFile(readFileSync(file, "utf8")) : {};
  const values: Record<string, string> = { ...fromFile };
  for (const [key, value] of Object.entries(env)) if (value !== undefined && key in values) values[key] = value;
  const missing: Record<string, string> = {};
  if (!env.ACCESS_PASSWORD && !fromFile.ACCESS_PASSWORD) missing.ACCESS_PASSWORD = randomBytes(12).toString("base64url");
  if (!env.SESSION_SECRET && !fromFile.SESSION_SECRET) missing.SESSION_SECRET = randomBytes(32).toString("base64url");
  if (Object.keys(missing).length) {
    const lines = Object.entries(missing).map(([k, v]) => `${k}=${v}`);
    appendFileSync(file, `${existsSync(file) ? "\n" : "# Written by npm start. Keep this file private.\n"}${lines.join("\n")}\n`, { mode: 0o600 });
  }
  const resolved = { ...values, ...missing };
  if (env.ACCESS_PASSWORD) resolved.ACCESS_PASSWORD = env.ACCESS_PASSWORD;
  if (env.SESSION_SECRET) resolved.SESSION_SECRET = env.SESSION_SECRET;
  return { values: resolved, generated: Object.keys(missing).length > 0 };
}

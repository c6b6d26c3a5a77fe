import { z } from "zod";

export const MAX_WEB_CONCURRENCY = 64;

// Server processes behind the one port (scripts/start/supervise-workers.ts, decision 115):
// a count, or "auto"/0 for one per CPU core (0 stands for auto once parsed; unset or empty
// is 1). The cores are counted by the caller: proxy.ts imports this module too.
const webConcurrencySchema = z
  .string()
  .trim()
  .default("1")
  .transform((value, ctx) => {
    if (value === "") return 1;
    if (value.toLowerCase() === "auto") return 0;
    const count = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(count <= MAX_WEB_CONCURRENCY)) {
      ctx.addIssue({ code: "custom", message: `must be a whole number of server processes from 1 to ${MAX_WEB_CONCURRENCY}, or auto (or 0) for one per CPU core; got "${value}"` });
      return z.NEVER;
    }
    return count;
  });

// The only reader of process.env. Parsed once, on first use, so `next build` (which
// imports modules without a runtime environment) does not need the secrets.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).default("file:./data/app.db"),
  // PostgreSQL connections each instance may open (pg's pool; a URL parameter cannot set it).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ACCESS_PASSWORD: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  COOKIE_SECURE: z.enum(["auto", "always"]).default("auto"),
  // How many reverse proxies in front of the app append to X-Forwarded-For; the client's
  // address (for the login limit) is read that many entries from the right. 0: direct.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().max(24 * 30).default(12),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  // Map tiles reach the browser only through /api/os/maps (lib/providers/tiles): an XYZ
  // template the server fetches, or an OS Maps API key. Neither set (the default) means no
  // tiles: nothing is fetched from the web unless an operator configures it.
  MAP_TILE_URL: z.union([z.literal("none"), z.string().url()]).default("none"),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  OS_MAPS_API_KEY: z.string().min(1).optional(),
  OS_MAPS_LAYER: z.enum(["Road_3857", "Outdoor_3857", "Light_3857"]).default("Road_3857"),
  // Building heights from the OS National Geographic Database features API when a key is
  // set; otherwise from our own Building table (lib/providers/buildings).
  OS_NGD_API_KEY: z.string().min(1).optional(),
  OS_NGD_BASE_URL: z.string().url().default("https://api.os.uk/features/ngd/ofa/v1"),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  // EPC Register Search asks the live EPC data service when a token is set (the bearer
  // token on the service's "My account" page); otherwise our own EpcCertificate table.
  EPC_API_TOKEN: z.string().min(1).optional(),
  EPC_API_BASE_URL: z.string().url().default("https://api.get-energy-performance-data.communities.gov.uk"),
  EPC_API_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  // The live property-data vendor of part 1 §7 (/api/{provider}/…): with a key, the name
  // below answers beside `local` and enriches the marketing report (lib/providers/property-data).
  PROPERTY_DATA_API_KEY: z.string().min(1).optional(),
  PROPERTY_DATA_BASE_URL: z.string().url().default("https://api.chimnie.com"),
  PROPERTY_DATA_PROVIDER_NAME: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, "PROPERTY_DATA_PROVIDER_NAME is lower-case letters, digits and hyphens").default("chimnie"),
  PROPERTY_DATA_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  NEXT_PHASE: z.string().optional(),
  WEB_CONCURRENCY: webConcurrencySchema,
});

export type Env = z.infer<typeof envSchema>;

/**
 * How many server processes to run: WEB_CONCURRENCY read on its own, for the starters
 * (npm start reads it before the secrets exist, so not through getEnv). Throws the same
 * message getEnv would.
 */
export function readWebConcurrency(raw: string | undefined, cores: number): number {
  const parsed = webConcurrencySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment: WEB_CONCURRENCY: ${parsed.error.issues[0]?.message}`);
  return parsed.data === 0 ? Math.max(1, Math.min(cores, MAX_WEB_CONCURRENCY)) : parsed.data;
}

export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const env = parsed.data;
  const building = env.NEXT_PHASE === "phase-production-build";
  if (env.NODE_ENV === "production" && !building && (!env.ACCESS_PASSWORD || !env.SESSION_SECRET)) {
    throw new Error("ACCESS_PASSWORD and SESSION_SECRET must be set in production (npm start writes them to .env.local).");
  }
  // One shared password guards everything: in production it must resist guessing.
  if (env.NODE_ENV === "production" && !building && (env.ACCESS_PASSWORD?.length ?? 0) < MIN_PRODUCTION_PASSWORD_LENGTH) {
    throw new Error(`ACCESS_PASSWORD must be at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters in production.`);
  }
  cached = env;
  return env;
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// A session cookie is "<id>.<expiry ms>.<HMAC-SHA256 of both>", base64url. The signature
// lets the proxy turn away forgeries without a database read; the id names a row in the
// Session table, which is what makes it valid (logout deletes the row).
// The signing key is derived from SESSION_SECRET *and* ACCESS_PASSWORD, so changing the
// password ends every session made under the old one, on every instance, at once.
export const SESSION_COOKIE = "pas_session";

export type SessionKeys = { secret: string | undefined; password: string | undefined };
export type SessionClaims = { id: string; expiresAt: number };

const ID_PATTERN = /^[\w-]{22,64}$/;

function signingKey({ secret, password }: SessionKeys): Buffer | undefined {
  if (!secret || !password) return undefined;
  return createHmac("sha256", secret).update(`pas-session\0${password}`).digest();
}

function sign(payload: string, key: Buffer): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function createSessionId(): string {
  return randomBytes(24).toString("base64url");
}

/** What the database stores: a hash, so a copy of the table cannot be replayed as cookies. */
export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

export function createSessionToken(keys: SessionKeys, claims: SessionClaims): string {
  const key = signingKey(keys);
  if (!key) throw new Error("SESSION_SECRET and ACCESS_PASSWORD are needed to sign a session");
  const payload = `${claims.id}.${claims.expiresAt}`;
  return `${payload}.${sign(payload, key)}`;
}

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function verifySessionToken(token: string | undefined, keys: SessionKeys, now: number): SessionClaims | undefined {
  const key = signingKey(keys);
  if (!token || !key) return undefined;
  const [id, expiry, signature, ...rest] = token.split(".");
  if (rest.length || !id || !expiry || !signature || !ID_PATTERN.test(id) || !/^\d{1,16}$/.test(expiry)) return undefined;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(`${id}.${expiry}`, key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expiresAt = Number(expiry);
  return expiresAt > now ? { id, expiresAt } : undefined;
}

import { createHash, timingSafeEqual } from "node:crypto";

/** Constant-time comparison: both sides are hashed first so their lengths never leak. */
export function checkPassword(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

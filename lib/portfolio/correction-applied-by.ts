import type { RequestSession } from "@/lib/http/route";

/**
 * Who applied an address correction (AddressCorrection.appliedBy), so a correction can be
 * reviewed. There is one shared password and no user names, so the session is the only
 * identity: its Session-table key (already a hash of the cookie's secret id, never the id),
 * shortened to 8 characters — enough to tell sessions apart in a review, and it names the
 * Session row by prefix while that session lasts.
 */
export function appliedByPerson(session: RequestSession | undefined): string {
  return session ? `session ${session.key.slice(0, 8)}` : "unknown session";
}

/** A fuzzy correction names its rule and the session that started it. */
export function appliedByFuzzy(session: RequestSession | undefined): string {
  return `fuzzy (HIGH), ${appliedByPerson(session)}`;
}

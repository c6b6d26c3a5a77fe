import { CERTIFICATE_LABELS, CERTIFICATE_KINDS } from "./schemas";

/** What the checks read for one property, from our tables (the same facts the title report uses). */
export type ComplianceInput = {
  uprn: string;
  address: string | null;
  epc: { rating: string | null; validUntil: Date | null } | null;
  /** null: our planning data does not cover the location. */
  conservationAreas: string[] | null;
  listedBuildingsNearby: string[] | null;
  heightMetres: number | null;
  /** Registered charges on the UPRN's titles; null when no title is linked. */
  openCharges: number | null;
  certificates: { id: string; kind: string; reference: string | null; expiresOn: Date }[];
  demo: boolean;
};

export type CheckStatus = "pass" | "due" | "fail" | "review" | "unknown";
export type ComplianceCheck = { key: string; label: string; status: CheckStatus; detail: string; changesOn: string | null };

// An expiry inside this many days is flagged "due", so a renewal can be booked in time.
export const DUE_WITHIN_DAYS = 60;
// Minimum energy efficiency standard for private lets: E today (Energy Efficiency
// (Private Rented Property) Regulations 2015); the announced C for new tenancies by 2030.
const LETTING_MINIMUM_NOW = "E";
const LETTING_MINIMUM_2030 = "C";
const MINIMUM_2030_FROM = "2030-01-01";
// Building Safety Act 2022: 11 m or 5 storeys. We hold heights (OS), not storey counts
// (the Building model has no storeys), so the check is on height alone and says so.
const BUILDING_SAFETY_HEIGHT_METRES = 11;
// A typical storey, floor to floor: used only to put a height in storeys for a reader.
const METRES_PER_STOREY = 3;
const STOREYS_NOT_HELD = "Storey counts are not held";
const DAY_MS = 86_400_000;

const toDay = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

function checkExpiry(key: string, label: string, expiresOn: Date | null, asOf: Date, what: string): ComplianceCheck {
  if (!expiresOn) return { key, label, status: "unknown", detail: `${what} has no expiry date on record.`, changesOn: null };
  const day = toDay(expiresOn);
  if (expiresOn.getTime() < asOf.getTime()) return { key, label, status: "fail", detail: `${what} expired on ${day}.`, changesOn: null };
  const due = expiresOn.getTime() - asOf.getTime() <= DUE_WITHIN_DAYS * DAY_MS;
  return { key, label, status: due ? "due" : "pass", detail: `${what} is valid until ${day}${due ? ": renew now" : ""}.`, changesOn: day };
}

function checkRating(key: string, label: string, rating: string | null, minimum: string, from: string | null): ComplianceCheck {
  if (!rating) return { key, label, status: "unknown", detail: "No EPC rating on record.", changesOn: null };
  // Ratings run A (best) to G: at or above the minimum is a letter at or before it.
  const meets = rating <= minimum;
  const when = from ? ` from ${from}` : "";
  return { key, label, status: meets ? "pass" : "fail", detail: `Rated ${rating}; the minimum for letting${when} is ${minimum}.`, changesOn: meets ? null : from };
}

/** Every check one property is held to, with its status and the date it next changes. */
export function evaluateCompliance(input: ComplianceInput, asOf: Date): ComplianceCheck[] {
  const { epc } = input;
  const checks: ComplianceCheck[] = [
    epc ? checkExpiry("epc", "EPC in date", epc.validUntil, asOf, "The EPC") : { key: "epc", label: "EPC in date", status: "fail", detail: "No EPC is on the register for this UPRN.", changesOn: null },
    checkRating("epc-minimum", "EPC at letting minimum (E)", epc?.rating ?? null, LETTING_MINIMUM_NOW, null),
    checkRating("epc-2030", "EPC at 2030 minimum (C)", epc?.rating ?? null, LETTING_MINIMUM_2030, MINIMUM_2030_FROM),
    checkConsents(input),
    checkBuildingSafety(input.heightMetres),
    checkCharges(input.openCharges),
  ];
  const recorded = [...input.certificates].sort((a, b) => CERTIFICATE_KINDS.indexOf(a.kind as never) - CERTIFICATE_KINDS.indexOf(b.kind as never) || b.expiresOn.getTime() - a.expiresOn.getTime());
  // Only the latest certificate of a kind counts: an old expired one is superseded.
  const seen = new Set<string>();
  for (const certificate of recorded) {
    if (seen.has(certificate.kind)) continue;
    seen.add(certificate.kind);
    const label = CERTIFICATE_LABELS[certificate.kind as keyof typeof CERTIFICATE_LABELS] ?? certificate.kind;
    checks.push(checkExpiry(`certificate:${certificate.kind}`, label, certificate.expiresOn, asOf, `The ${label.toLowerCase()} certificate${certificate.reference ? ` ${certificate.reference}` : ""}`));
  }
  return checks;
}

function checkConsents({ conservationAreas, listedBuildingsNearby }: ComplianceInput): ComplianceCheck {
  const label = "Listed building / conservation area";
  if (conservationAreas === null && listedBuildingsNearby === null) return { key: "consents", label, status: "unknown", detail: "Our planning data does not cover this location.", changesOn: null };
  const found = [...(conservationAreas ?? []).map((a) => `conservation area ${a}`), ...(listedBuildingsNearby ?? []).map((b) => `listed building ${b} within 50 m`)];
  return found.length
    ? { key: "consents", label, status: "review", detail: `Works may need consent: ${found.join("; ")}.`, changesOn: null }
    : { key: "consents", label, status: "pass", detail: "Not in a conservation area; no listed building within 50 m.", changesOn: null };
}

function checkBuildingSafety(height: number | null): ComplianceCheck {
  const label = "Building safety (11 m+)";
  if (height === null) return { key: "building-safety", label, status: "unknown", detail: `We hold no building height for this UPRN. ${STOREYS_NOT_HELD} either: check the 11 m / 5 storey test on site.`, changesOn: null };
  const storeys = `${STOREYS_NOT_HELD}; at about ${METRES_PER_STOREY} m a storey that is roughly ${Math.round(height / METRES_PER_STOREY)}, an estimate from height only.`;
  return height >= BUILDING_SAFETY_HEIGHT_METRES
    ? { key: "building-safety", label, status: "review", detail: `About ${Math.round(height)} m tall: Building Safety Act 2022 duties apply (11 m or 5 storeys). ${storeys}`, changesOn: null }
    : { key: "building-safety", label, status: "pass", detail: `About ${Math.round(height)} m tall: under 11 m. ${storeys}`, changesOn: null };
}

function checkCharges(charges: number | null): ComplianceCheck {
  const label = "Open charges";
  if (charges === null) return { key: "charges", label, status: "unknown", detail: "No HM Land Registry title is linked to this UPRN.", changesOn: null };
  return charges > 0
    ? { key: "charges", label, status: "review", detail: `${charges} registered charge${charges === 1 ? "" : "s"} on the title.`, changesOn: null }
    : { key: "charges", label, status: "pass", detail: "No registered charges.", changesOn: null };
}

import type { Confidence } from "./types";

/**
 * HIGH (≥ 0.90) is reachable only when house and flat numbers agree exactly, the
 * name/street words match allowing a typo, and the postcode is equal or absent: every
 * partial-number or wrong-postcode cap sits below it, so HIGH is safe to auto-link.
 * MEDIUM (≥ 0.75) is a likely match worth a glance: a corrected postcode, a number
 * range, "12A" vs "FLAT A, 12", or a street missing a word ("PARK ROAD" for "PARK ROAD
 * NORTH"). LOW (≥ 0.45) is a guess: missing flat or house number, a different building
 * name. Below that there is no match (ERROR): e.g. same number and postcode but a
 * different street scores about 0.4.
 */
export const CONFIDENCE_THRESHOLDS = {
  high: 0.9,
  medium: 0.75,
  minimum: 0.45,
  /** Runner-up this close: a coin toss between two properties. */
  tieMargin: 0.02,
  /** Runner-up closer than this: one confidence level lower. */
  clearMargin: 0.08,
} as const;

export function classifyConfidence(score: number, margin: number): Confidence {
  const t = CONFIDENCE_THRESHOLDS;
  if (score < t.minimum) return "ERROR";
  if (margin < t.tieMargin) return "LOW";
  const level: Confidence = score >= t.high ? "HIGH" : score >= t.medium ? "MEDIUM" : "LOW";
  if (margin >= t.clearMargin) return level;
  return level === "HIGH" ? "MEDIUM" : "LOW";
}

// Price rises less than in proportion to floor area within a local market: hedonic studies
// of English sales put the elasticity of price to floor area at about 0.6-0.8 (e.g. ONS,
// "Modelling house prices using hedonic regression", and the VOA's council tax revaluation
// models). 0.7 is the middle. The factor is capped so a mismeasured area cannot swamp a price.
export const SIZE_ELASTICITY = 0.7;
export const SIZE_FACTOR_LIMITS = { min: 0.67, max: 1.5 } as const;

/** What a comparable's price is multiplied by to stand for a home of the subject's size (1 when either size is unknown). */
export function sizeAdjustmentFactor(subjectSqft: number | null | undefined, comparableSqft: number | null | undefined): number {
  if (!subjectSqft || !comparableSqft || subjectSqft <= 0 || comparableSqft <= 0) return 1;
  const factor = (subjectSqft / comparableSqft) ** SIZE_ELASTICITY;
  return Math.min(SIZE_FACTOR_LIMITS.max, Math.max(SIZE_FACTOR_LIMITS.min, factor));
}

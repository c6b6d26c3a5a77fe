// SAP energy efficiency bands used on every EPC (SAP 2012 / RdSAP): the letter is fixed by
// the efficiency points.
export type EnergyRating = "A" | "B" | "C" | "D" | "E" | "F" | "G";

export const ENERGY_BANDS: readonly { rating: EnergyRating; min: number; max: number }[] = [
  { rating: "A", min: 92, max: 100 },
  { rating: "B", min: 81, max: 91 },
  { rating: "C", min: 69, max: 80 },
  { rating: "D", min: 55, max: 68 },
  { rating: "E", min: 39, max: 54 },
  { rating: "F", min: 21, max: 38 },
  { rating: "G", min: 1, max: 20 },
];

export function getRatingForEfficiency(points: number): EnergyRating {
  return ENERGY_BANDS.find((band) => points >= band.min)?.rating ?? "G";
}

export function getEnergyBand(rating: EnergyRating): { min: number; max: number } {
  const band = ENERGY_BANDS.find((candidate) => candidate.rating === rating);
  if (!band) throw new Error(`Unknown energy rating ${rating}`);
  return band;
}

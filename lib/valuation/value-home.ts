import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import type { PriceIndex } from "./build-price-index";
import { checkRecordedType, type RecordedSale } from "./check-recorded-type";
import { estimateValue, type ValueEstimate } from "./estimate-value";
import { toPpdTypes, type PropertyType } from "./property-types";
import { MIN_EVIDENCE, selectComparables, type Selection } from "./select-comparables";
import { normaliseStreet, parseHouseNumber } from "./to-evidence-sale";
import type { EvidenceSale, Subject } from "./types";

/** The home the user chose in the address finder, as the address register has it. */
export type HomeRecord = { uprn: string; paon: string | null; street: string | null };

/** A floor area and whether it comes from synthetic (demo) data. */
export type FloorAreaRecord = { sqft: number; demo: boolean };

export type FloorAreaUsed = { sqft: number; source: "input" | "epc"; demo: boolean };

export type ValueHomeInput = {
  place: { postcode: string; sector: string; outcode: string; location: LatLng | null };
  propertyType: PropertyType;
  /** The floor area the user gave, square feet. */
  sqft: number | null;
  /** The chosen home, when it lies in the postcode being valued. */
  home: HomeRecord | null;
  /** The home's latest EPC floor area. */
  homeFloorArea: FloorAreaRecord | null;
  /** The home's recorded sales, up to the valuation date. */
  ownSales: readonly RecordedSale[];
  /**
   * The local market's sales over the evidence window: all of them, or those that decide
   * the comparables (readComparableSales: the rings that settle the choice, every home that
   * sold in them whole).
   */
  evidence: readonly EvidenceSale[];
  /** The market's sales in the home's unit postcode (its tenure), when `evidence` is not all of them. */
  postcodeSales?: readonly EvidenceSale[];
  valuationDate: Date;
  index: PriceIndex;
  /** Real (imported) floor areas, square feet, of the homes with these UPRNs: asked for only when the subject's size is known. */
  readRealFloorAreas: (uprns: string[]) => Promise<ReadonlyMap<string, number>>;
};

export type HomeValuation = {
  subject: Subject;
  estimate: ValueEstimate;
  /** The floor area shown; a demo one is shown, labelled, and never used. */
  floorArea: FloorAreaUsed | null;
  /** The home's recorded sales that may be blended (those of a compatible type). */
  ownSales: RecordedSale[];
  warnings: string[];
};

/**
 * The home's tenure: its own latest recorded sale's; else, when every sale of its kind in its
 * unit postcode agrees, theirs (an estate is built freehold or leasehold as a whole). Null
 * when unknown: then tenure weighs nothing.
 */
function inferTenure(ownSales: readonly RecordedSale[], evidence: readonly EvidenceSale[], postcode: string, types: readonly string[]): string | null {
  const own = [...ownSales].sort((a, b) => b.date.getTime() - a.date.getTime())[0]?.tenure;
  if (own) return own;
  const tenures = new Set(evidence.filter((s) => s.postcode === postcode && types.includes(s.propertyType)).map((s) => s.tenure));
  return tenures.size === 1 ? ([...tenures][0] ?? null) : null;
}

/**
 * Values one home the way the API does, from evidence already read: the one path that
 * POST /api/properties/valuation and the backtest (bench/valuation-backtest.ts) share, so the
 * backtest's figures describe what a user gets. Null when there is too little evidence.
 */
export async function valueHome(input: ValueHomeInput): Promise<HomeValuation | null> {
  const { place, home, valuationDate } = input;
  const floorArea: FloorAreaUsed | null = input.sqft
    ? { sqft: input.sqft, source: "input", demo: false }
    : input.homeFloorArea
      ? { sqft: input.homeFloorArea.sqft, source: "epc", demo: input.homeFloorArea.demo }
      : null;
  const recorded = checkRecordedType(input.propertyType, input.ownSales);
  const subject: Subject = {
    ...place,
    ppdTypes: toPpdTypes(input.propertyType),
    street: normaliseStreet(home?.street),
    houseNumber: parseHouseNumber(home?.paon),
    propertyKey: home ? `uprn:${home.uprn}` : null,
    // Synthetic attributes may be shown, never used: a demo floor area is drawn at random.
    floorAreaSqft: floorArea && !floorArea.demo ? floorArea.sqft : null,
    tenure: inferTenure(recorded.compatible, input.postcodeSales ?? input.evidence, place.postcode, toPpdTypes(input.propertyType)),
  };
  const selection: Selection | null = selectComparables(subject, input.evidence, valuationDate);
  if (!selection || selection.comparables.length < MIN_EVIDENCE) return null;

  const uprns = subject.floorAreaSqft ? selection.comparables.map((c) => c.sale.uprn).filter((u): u is string => !!u) : [];
  const realAreas = uprns.length ? await input.readRealFloorAreas(uprns) : new Map<string, number>();
  const floorAreas = new Map<string, number>();
  for (const c of selection.comparables) {
    const sqft = c.sale.uprn ? realAreas.get(c.sale.uprn) : undefined;
    if (sqft) floorAreas.set(c.sale.id, sqft);
  }

  const estimate = estimateValue({ subject, selection, index: input.index, valuationDate, floorAreas, ownSales: recorded.compatible });
  if (!estimate) return null;
  return { subject, estimate, floorArea, ownSales: recorded.compatible, warnings: recorded.warning ? [recorded.warning] : [] };
}

import type { AreaContext } from "@/lib/area/schemas";
import type { ValuationResponse } from "@/lib/valuation/schemas";

// What we hold about one UPRN (read-marketing-facts.server.ts) and the figures other
// features work out for it: the report model is built from these alone, by pure code.

/** A dataset row's own provenance: importers write a source id and the period it covers. */
export type Provenance = { source: string; period: string };

export type MarketingFacts = {
  uprn: string;
  address: (Provenance & { singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; locationApproximate: boolean }) | null;
  /** The home's latest recorded sale (HM Land Registry Price Paid). */
  lastSale: (Provenance & { price: number; date: Date; propertyType: string; tenure: string; newBuild: boolean }) | null;
  epc:
    | (Provenance & {
        propertyType: string | null;
        builtForm: string | null;
        constructionAgeBand: string | null;
        totalFloorArea: number | null;
        numberHabitableRooms: number | null;
        currentEnergyRating: string | null;
        potentialEnergyRating: string | null;
        mainheatDescription: string | null;
        hotWaterDescription: string | null;
        lodgementDate: Date | null;
      })
    | null;
  /** The latest listing of the home: the only record of bedrooms and bathrooms we hold. */
  listing: (Provenance & { bedrooms: number | null; bathrooms: number | null; listingDate: Date }) | null;
  /** The tallest building recorded at the UPRN. */
  building: (Provenance & { heightMetres: number | null; footprintSqm: number | null }) | null;
};

/** A planning layer's answer at the home (or its postcode), with the layer's provenance. */
export type PlanningAnswer = { inside: boolean | null; names: string[]; note: string | null; provenance: Provenance | null };

export type SurroundingFacts = {
  /** GET /api/area/context's figures for the home's postcode; null with a reason when the area is unknown. */
  area: AreaContext | null;
  areaNote: string | null;
  /** Where the planning layers were checked: the home's own point, or its postcode's centre. */
  checkedAt: "home" | "postcode";
  conservation: PlanningAnswer;
  aonb: PlanningAnswer;
  listed: { buildings: { name: string; grade: string; distanceMetres: number }[] | null; note: string | null; provenance: Provenance | null };
  postcodeProvenance: Provenance | null;
};

/** The valuation of the home, or why there is none. */
export type ValuationOutcome = { valuation: ValuationResponse; note: null } | { valuation: null; note: string };

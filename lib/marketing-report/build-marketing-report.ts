import { rankCrimeTypes } from "@/lib/area/estimate-crime-rate";
import { councilTaxSchema, crimeBreakdownSchema, parseJsonField } from "@/lib/area/schemas";
import { describePpdType, isResidentialPpdType } from "@/lib/property/ppd-types";
import { describePpdTenure } from "@/lib/property/tenure";
import { squareMetresToFeet } from "@/lib/property/units";
import { figure, nameSource, notCovered } from "./name-source";
import { REPORT_TYPE, type FigureGroup, type FigureSource, type MarketingReport, type ReportFigure } from "./schemas";
import type { MarketingFacts, PlanningAnswer, SurroundingFacts, ValuationOutcome } from "./types";

// The comparables a reader can check by eye; the valuation may weigh more.
const MAX_COMPARABLES = 10;
const TOP_CRIME_TYPES = 3;
const LISTED_NAMES_SHOWN = 3;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "England and Wales: 1930-1949" → "1930-1949": the register prefixes the nation. */
const stripNation = (band: string) => band.replace(/^[A-Za-z ]+:\s*/, "").trim();

function buildAttributes({ lastSale, epc, listing }: MarketingFacts): FigureGroup {
  const saleType = lastSale && isResidentialPpdType(lastSale.propertyType) ? lastSale : null;
  const epcType = epc && (epc.propertyType || epc.builtForm) ? [epc.builtForm, epc.propertyType].filter(Boolean).join(" ") : null;
  const tenure = lastSale ? describePpdTenure(lastSale.tenure) : null;
  return {
    property_type: saleType
      ? figure("Property type", describePpdType(saleType.propertyType), "text", nameSource(saleType), "As recorded at the home's latest sale.")
      : epc && epcType
        ? figure("Property type", epcType, "text", nameSource(epc))
        : notCovered("Property type", "Not recorded: no sale or EPC of this home records its type."),
    bedrooms:
      listing && listing.bedrooms !== null
        ? figure("Bedrooms", listing.bedrooms, "count", nameSource(listing), "From the home's latest listing.")
        : notCovered("Bedrooms", "Not recorded: the EPC register counts habitable rooms, not bedrooms, and no listing of this home gives them."),
    build_period:
      epc && epc.constructionAgeBand
        ? figure("Build period", stripNation(epc.constructionAgeBand), "text", nameSource(epc), "The EPC's construction age band.")
        : notCovered("Build period", "Not recorded: no EPC of this home gives its construction age band."),
    tenure: lastSale && tenure ? figure("Tenure", tenure, "text", nameSource(lastSale), "As recorded at the home's latest sale.") : notCovered("Tenure", "Not recorded: no sale of this home records its tenure."),
  };
}

function buildIndoor({ epc, listing }: MarketingFacts): FigureGroup {
  const noEpc = "Not recorded: we hold no EPC for this home.";
  const fromEpc = (label: string, value: string | number | null, unit: ReportFigure["unit"], note: string | null = null) =>
    epc && value !== null ? figure(label, value, unit, nameSource(epc), note) : notCovered(label, epc ? `Not recorded on the home's EPC.` : noEpc);
  const sqm = epc?.totalFloorArea ?? null;
  const rating = epc?.currentEnergyRating ? `${epc.currentEnergyRating}${epc.potentialEnergyRating ? ` (potential ${epc.potentialEnergyRating})` : ""}` : null;
  return {
    floor_area: fromEpc("Floor area", sqm === null ? null : squareMetresToFeet(sqm), "sqft", sqm === null ? null : `${sqm} m² on the certificate.`),
    habitable_rooms: fromEpc("Habitable rooms", epc?.numberHabitableRooms ?? null, "count"),
    bathrooms:
      listing && listing.bathrooms !== null
        ? figure("Bathrooms", listing.bathrooms, "count", nameSource(listing), "From the home's latest listing.")
        : notCovered("Bathrooms", "Not recorded: no listing of this home gives them."),
    energy_rating: fromEpc("Energy rating", rating, "text"),
    heating: fromEpc("Main heating", epc?.mainheatDescription ?? null, "text"),
    hot_water: fromEpc("Hot water", epc?.hotWaterDescription ?? null, "text"),
  };
}

function buildOutdoor({ epc, building }: MarketingFacts): FigureGroup {
  return {
    built_form: epc?.builtForm ? figure("Built form", epc.builtForm, "text", nameSource(epc)) : notCovered("Built form", "Not recorded: no EPC of this home gives its built form."),
    building_height:
      building && building.heightMetres !== null
        ? figure("Building height", building.heightMetres, "metres", nameSource(building), "Height of the tallest building recorded at the UPRN.")
        : notCovered("Building height", "Not recorded: no building height is held for this UPRN."),
    building_footprint:
      building && building.footprintSqm !== null
        ? figure("Building footprint", building.footprintSqm, "sqm", nameSource(building))
        : notCovered("Building footprint", "Not recorded: no building outline is held for this UPRN."),
    garden_and_parking: notCovered("Garden, plot and parking", "Not covered: we hold no garden, plot or parking data."),
  };
}

const RENT_SOURCES: Record<string, string> = { listings: "Letting listings near the home", "rent-table": "Median rents for the area", "yield-rule": "Typical local gross yield" };

function buildValue(facts: MarketingFacts, outcome: ValuationOutcome, surroundings: SurroundingFacts): FigureGroup {
  const v = outcome.valuation;
  const noValue = (label: string) => notCovered(label, outcome.note ?? "");
  const valuationSource: FigureSource | null = v ? { name: "Automated valuation from HM Land Registry Price Paid sales", period: v.dataPeriod || null, demo: false } : null;
  const rentSource: FigureSource | null = v ? (v.rent.demo ? nameSource({ source: "demo", period: "" }) : { name: RENT_SOURCES[v.rent.source] ?? v.rent.source, period: v.rent.period, demo: false }) : null;
  const tax = parseJsonField(surroundings.area?.councilTax ?? null, councilTaxSchema);
  const sale = facts.lastSale;
  return {
    estimated_value: v ? figure("Estimated value", v.estimatedValue, "gbp", valuationSource, v.method) : noValue("Estimated value"),
    value_range: v ? figure("Value range", [v.valueRange.low, v.valueRange.high], "gbp-range", valuationSource) : noValue("Value range"),
    confidence: v ? figure("Confidence", capitalise(v.confidence), "text", valuationSource, `Comparables ${v.searchArea}.`) : noValue("Confidence"),
    valuation_date: v ? figure("Valuation date", v.valuationDate, "date", valuationSource, "The latest sale in the local data: the value refers to this date.") : noValue("Valuation date"),
    last_sale: sale ? figure("Last sale", sale.price, "gbp", nameSource(sale)) : notCovered("Last sale", "Not recorded: HM Land Registry Price Paid holds no sale of this home."),
    last_sale_date: sale ? figure("Last sale date", sale.date.toISOString().slice(0, 10), "date", nameSource(sale)) : notCovered("Last sale date", "Not recorded: no sale of this home is held."),
    monthly_rent: v ? figure("Estimated rent", v.rentalEstimate, "gbp-per-month", rentSource, v.rentBasis) : noValue("Estimated rent"),
    gross_yield: v ? figure("Gross yield", v.yield, "percent", rentSource && { ...rentSource, name: `Estimated rent and value (rent: ${rentSource.name})` }) : noValue("Gross yield"),
    council_tax: tax
      ? figure(`Council tax, Band D (${tax.authority})`, tax.band_d_annual, "gbp-per-year", { name: tax.source, period: tax.year, demo: false }, "The authority's Band D charge; the home's own band is not held.")
      : notCovered("Council tax", surroundings.area?.notes.councilTax ?? surroundings.areaNote ?? "Not covered."),
  };
}

function buildSafety({ area, areaNote }: SurroundingFacts): FigureGroup {
  const crime = parseJsonField(area?.crimeBreakdown ?? null, crimeBreakdownSchema);
  const reason = area?.notes.crime ?? areaNote ?? "Not covered.";
  if (!crime) {
    return { crime_rate: notCovered("Crimes per 1,000 residents a year", reason), crime_index: notCovered("Crime index", reason), top_crime_types: notCovered("Most common crimes", reason) };
  }
  const source = nameSource({ source: crime.source, period: `${crime.fromMonth}..${crime.toMonth}` });
  const top = rankCrimeTypes(crime.types, TOP_CRIME_TYPES).map((t) => `${t.type} (${t.count})`).join(", ");
  const counted = `${crime.total.toLocaleString("en-GB")} crimes within ${crime.radiusMiles} miles of the postcode over ${crime.months} months.`;
  return {
    crime_rate: crime.ratePer1000 === null ? notCovered("Crimes per 1,000 residents a year", `${counted} No residents were found to work out a rate.`) : figure("Crimes per 1,000 residents a year", crime.ratePer1000, "per-1000", source, counted),
    crime_index: area?.crimeIndex == null ? notCovered("Crime index", reason) : figure("Crime index", area.crimeIndex, "count", source, area.notes.crime),
    top_crime_types: top ? figure("Most common crimes", top, "text", source) : figure("Most common crimes", "None recorded", "text", source, counted),
  };
}

function planningFigure(label: string, answer: PlanningAnswer, where: string): ReportFigure {
  const source = answer.provenance ? nameSource(answer.provenance) : null;
  if (answer.inside === null) return notCovered(label, answer.note ?? "Not covered by the bundled planning data.");
  return figure(label, answer.inside, "yes-no", source, answer.inside ? `${where} lies in ${answer.names.join(", ")}.` : `Checked at ${where.toLowerCase()}.`);
}

function buildEnvironment(s: SurroundingFacts): FigureGroup {
  const where = s.checkedAt === "home" ? "The home" : "The postcode's centre";
  const listed = s.listed.buildings;
  return {
    conservation_area: planningFigure("Conservation area", s.conservation, where),
    aonb: planningFigure("Area of Outstanding Natural Beauty", s.aonb, where),
    listed_buildings:
      listed === null
        ? notCovered("Listed buildings within 250 m", s.listed.note ?? "Not covered by the bundled planning data.")
        : figure(
            "Listed buildings within 250 m",
            listed.length,
            "count",
            s.listed.provenance ? nameSource(s.listed.provenance) : null,
            listed.length ? `Nearest: ${listed.slice(0, LISTED_NAMES_SHOWN).map((b) => `${b.name} (grade ${b.grade}, ${b.distanceMetres} m)`).join("; ")}.` : `Checked from ${where.toLowerCase()}.`,
          ),
    flood_risk: notCovered("Flood risk", "Not covered: no flood-risk data is bundled."),
  };
}

function buildDemographics({ area, areaNote, postcodeProvenance }: SurroundingFacts): FigureGroup {
  return {
    area_type: area?.areaType
      ? figure("Area type", capitalise(area.areaType), "text", postcodeProvenance ? nameSource(postcodeProvenance) : null, area.notes.areaType)
      : notCovered("Area type", areaNote ?? "Not covered: the postcode has no recorded location."),
    population: notCovered("Population, age and households", "Not covered: no census or demographic data is bundled."),
  };
}

const groups = (report: Omit<MarketingReport, "containsDemoData">) => [
  report.property.attributes, report.property.indoor, report.property.outdoor, report.property.value,
  ...Object.values(report.surroundings),
];

/** The marketing report of a home from what we hold about it, its valuation and its area. */
export function buildMarketingReport(facts: MarketingFacts, outcome: ValuationOutcome, surroundings: SurroundingFacts, asOf: Date): MarketingReport {
  const v = outcome.valuation;
  const report = {
    reportDate: asOf.toISOString(),
    uprn: facts.uprn,
    reportType: REPORT_TYPE,
    property: {
      address: facts.address?.singleLine ?? null,
      addressSource: facts.address ? nameSource(facts.address) : null,
      attributes: buildAttributes(facts),
      indoor: buildIndoor(facts),
      outdoor: buildOutdoor(facts),
      value: buildValue(facts, outcome, surroundings),
      comparables: [...(v?.comparables ?? [])].sort((a, b) => b.weight - a.weight).slice(0, MAX_COMPARABLES).map((c) => ({ address: c.address, postcode: c.postcode, price: c.price, date: c.date, propertyType: c.propertyType, distanceMetres: c.distanceMetres })),
      valuationNotes: v ? [...v.warnings, ...v.notes] : [],
    },
    surroundings: {
      demographics: buildDemographics(surroundings),
      safety: buildSafety(surroundings),
      environment: buildEnvironment(surroundings),
      facilities: { facilities: notCovered("Schools, shops and other facilities", "Not covered: no schools, shops or amenity data is bundled, so none are listed.") },
      transport: { transport: notCovered("Stations and public transport", "Not covered: no stations or public transport data is bundled, so none are listed.") },
    },
  } satisfies Omit<MarketingReport, "containsDemoData">;
  const containsDemoData = Boolean(report.property.addressSource?.demo) || groups(report).some((g) => Object.values(g).some((f) => f.source?.demo));
  return { ...report, containsDemoData };
}

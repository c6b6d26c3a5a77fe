import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { getPostcodeArea, splitPostcode } from "@/lib/postcode/normalise-postcode";
import { describePeriod } from "@/lib/property/describe-period";
import { describePpdType } from "@/lib/property/ppd-types";
import { formatPeriod } from "@/lib/format/format";
import { buildAreaIndex, buildLocalIndex } from "./build-local-index";
import { indexFactor } from "./build-price-index";
import { describeMethod, describeSearchArea } from "./describe-valuation";
import { calculateGrossYield, estimateRent } from "./estimate-rent";
import { estimateValue } from "./estimate-value";
import { toMonthKey } from "./months";
import { getAreaEvidence, getFloorAreas, listLetListings, listRentRows, listSalesOfProperty } from "./get-evidence.server";
import { toPpdTypes } from "./property-types";
import { selectComparables } from "./select-comparables";
import type { ValuationRequest, ValuationResponse } from "./schemas";
import { normaliseStreet, parseHouseNumber } from "./to-evidence-sale";
import type { Subject } from "./types";

/** Fewer comparables than this, even 5 miles out, is no basis for a value. */
export const MIN_EVIDENCE = 3;

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * POST /api/properties/valuation: the automated valuation of one home from the sales around
 * it, with its rent and gross yield. 404 when the postcode is unknown or there is too little
 * evidence nearby.
 */
export async function getValuation(db: Db, request: ValuationRequest): Promise<ValuationResponse> {
  const parts = splitPostcode(request.postcode);
  if (!parts) throw notFound(`Postcode ${request.postcode} was not found.`);
  const { postcode, outcode, sector } = parts;
  const area = getPostcodeArea(outcode) ?? outcode;
  const [postcodeRow, address, evidence] = await Promise.all([
    db.postcode.findUnique({ where: { postcode }, select: { latitude: true, longitude: true } }),
    request.uprn ? db.address.findUnique({ where: { uprn: request.uprn }, select: { uprn: true, postcode: true, paon: true, street: true, singleLine: true } }) : null,
    getAreaEvidence(db, area),
  ]);
  if (request.uprn && !address) throw notFound(`No property with UPRN ${request.uprn} was found.`);
  if (!postcodeRow && !evidence.sales.some((s) => s.outcode === outcode)) throw notFound(`Postcode ${postcode} was not found.`);
  const notFoundNearby = notFound(`Not enough sales near ${postcode} to value this property`);
  if (!evidence.latestSaleDate) throw notFoundNearby;

  const notes: string[] = [];
  const home = address && address.postcode === postcode ? address : null;
  if (address && !home) notes.push(`The chosen address (${address.singleLine}) is not in ${postcode}, so the home was valued by its postcode alone.`);
  const location = postcodeRow?.latitude != null && postcodeRow.longitude != null ? { latitude: postcodeRow.latitude, longitude: postcodeRow.longitude } : null;
  if (!location) notes.push(`${postcode} has no centroid in the postcode directory (OS Code-Point Open 2014), so comparables were found by postcode, sector and outward code rather than by distance.`);

  const ownFloorArea = home && !request.sqft ? (await getFloorAreas(db, [home.uprn])).get(home.uprn) : undefined;
  const floorArea = request.sqft ? { sqft: request.sqft, source: "input" as const, demo: false } : ownFloorArea ? { sqft: ownFloorArea.sqft, source: "epc" as const, demo: ownFloorArea.source === "demo" } : null;
  const subject: Subject = {
    postcode,
    sector,
    outcode,
    location,
    ppdTypes: toPpdTypes(request.propertyType),
    street: normaliseStreet(home?.street),
    houseNumber: parseHouseNumber(home?.paon),
    propertyKey: home ? `uprn:${home.uprn}` : null,
    floorAreaSqft: floorArea?.sqft ?? null,
  };

  const valuationDate = evidence.latestSaleDate;
  const selection = selectComparables(subject, evidence.sales, valuationDate);
  if (!selection || selection.comparables.length < MIN_EVIDENCE) throw notFoundNearby;

  const compUprns = selection.comparables.map((c) => c.sale.uprn).filter((u): u is string => !!u);
  const [compAreas, ownSales] = await Promise.all([
    subject.floorAreaSqft ? getFloorAreas(db, compUprns) : Promise.resolve(new Map<string, { sqft: number; source: string }>()),
    home ? listSalesOfProperty(db, home.uprn) : Promise.resolve([]),
  ]);
  const floorAreas = new Map<string, number>();
  for (const c of selection.comparables) {
    const found = c.sale.uprn ? compAreas.get(c.sale.uprn) : undefined;
    if (found) floorAreas.set(c.sale.id, found.sqft);
  }
  const areaIndex = buildAreaIndex(evidence.sales, valuationDate);
  const index = buildLocalIndex(evidence.sales, outcode, valuationDate, areaIndex);
  const estimate = estimateValue({ subject, selection, index, valuationDate, floorAreas, ownSales });
  if (!estimate) throw notFoundNearby;

  const [listings, rentRows] = await Promise.all([listLetListings(db, outcode, location), listRentRows(db, outcode)]);
  const bedrooms = request.bedrooms ?? null;
  const rent = estimateRent({ propertyType: request.propertyType, bedrooms, value: estimate.estimate, outcode, listings, rentRows });
  if (rent.demo && rent.period) {
    notes.push(`The rent comes from synthetic demo data (${formatPeriod(rent.period)}) while the value refers to ${monthYear.format(valuationDate)}, so the yield compares figures of different dates.`);
  }
  if (floorArea?.source === "epc" && floorArea.demo) notes.push("The floor area comes from a demo (synthetic) EPC record.");

  const searchArea = describeSearchArea(estimate.ring, subject);
  return {
    estimatedValue: estimate.estimate,
    rentalEstimate: rent.monthlyRent,
    yield: calculateGrossYield(rent.monthlyRent, estimate.estimate),
    postcode,
    propertyType: request.propertyType,
    bedrooms,
    bathrooms: request.bathrooms ?? null,
    sqft: request.sqft ?? null,
    valueRange: estimate.range,
    confidence: estimate.confidence,
    comparables: estimate.comparables.map((c) => ({
      address: c.sale.address,
      postcode: c.sale.postcode,
      price: c.sale.price,
      date: c.sale.date.toISOString(),
      propertyType: describePpdType(c.sale.propertyType),
      distanceMetres: c.distanceMetres === null ? null : Math.round(c.distanceMetres),
      adjustedPrice: c.adjustedPrice,
      floorAreaSqft: c.floorAreaSqft,
      weight: Math.round(c.share * 1000) / 1000,
    })),
    rentBasis: rent.basis,
    method: describeMethod({
      count: estimate.comparables.length,
      ppdTypes: subject.ppdTypes,
      searchArea,
      valuationDate,
      outcode,
      area,
      sizeAdjusted: estimate.comparables.some((c) => c.sizeFactor !== 1),
      ownSale: estimate.ownSale,
    }),
    dataPeriod: describePeriod(estimate.comparables.map((c) => c.sale.date)) ?? "",
    valuationDate: valuationDate.toISOString().slice(0, 10),
    subjectHistory: ownSales.length
      ? ownSales.map((s) => ({ date: s.date.toISOString(), price: s.price, indexedPrice: toMonthKey(s.date) >= index.first ? Math.round(s.price * indexFactor(index, s.date)) : null, propertyType: describePpdType(s.propertyType), category: s.category }))
      : undefined,
    address: home?.singleLine ?? null,
    uprn: home?.uprn ?? null,
    floorArea,
    rent: { source: rent.source, sampleSize: rent.sampleSize, period: rent.period, demo: rent.demo },
    searchArea,
    notes,
  };
}

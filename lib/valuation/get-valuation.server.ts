import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { findPostcodePoint } from "@/lib/postcode/find-postcode-point.server";
import { getPostcodeArea, splitPostcode } from "@/lib/postcode/normalise-postcode";
import { describePeriod } from "@/lib/property/describe-period";
import { describePpdType } from "@/lib/property/ppd-types";
import { formatPeriod } from "@/lib/format/format";
import { indexFactor } from "./build-price-index";
import { describeMethod, describeSearchArea } from "./describe-valuation";
import { calculateGrossYield, estimateRent } from "./estimate-rent";
import { toMonthKey } from "./months";
import { findHome, getHomeFloorArea, getMarketEvidence, getMarketIndex, getRealFloorAreas, listLetListings, listPostcodeSales, listRentRows, listSalesOfProperty, readComparableSales } from "./get-evidence.server";
import { toPpdTypes } from "./property-types";
import type { ValuationRequest, ValuationResponse } from "./schemas";
import { valueHome } from "./value-home";

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * POST /api/properties/valuation: the automated valuation of one home from the sales around
 * it, with its rent and gross yield. 404 when the postcode is unknown or there is too little
 * evidence nearby. The value itself is valueHome's, which the backtest runs too.
 */
export async function getValuation(db: Db, request: ValuationRequest): Promise<ValuationResponse> {
  const parts = splitPostcode(request.postcode);
  if (!parts) throw notFound(`Postcode ${request.postcode} was not found.`);
  const { postcode, outcode, sector } = parts;
  const area = getPostcodeArea(outcode) ?? outcode;
  const [postcodeRow, address, market] = await Promise.all([findPostcodePoint(db, postcode), request.uprn ? findHome(db, request.uprn) : null, getMarketIndex(db, { outcode, area })]);
  if (request.uprn && !address) throw notFound(`No property with UPRN ${request.uprn} was found.`);
  const location = postcodeRow?.latitude != null && postcodeRow.longitude != null ? { latitude: postcodeRow.latitude, longitude: postcodeRow.longitude } : null;
  // Without a centroid the comparables are found by postcode text among all the area's sales.
  const areaSales = location ? null : (await getMarketEvidence(db, { outcode, area })).sales;
  if (!postcodeRow && !areaSales?.some((s) => s.outcode === outcode)) throw notFound(`Postcode ${postcode} was not found.`);
  const notFoundNearby = notFound(`Not enough sales near ${postcode} to value this property`);
  if (!market.latestSaleDate) throw notFoundNearby;

  const notes: string[] = [];
  const home = address && address.postcode === postcode ? address : null;
  if (address && !home) notes.push(`The chosen address (${address.singleLine}) is not in ${postcode}, so the home was valued by its postcode alone.`);
  if (!location) notes.push(`${postcode} has no centroid in the postcode directory (OS Code-Point Open 2014), so comparables were found by postcode, sector, outward code and postcode area rather than by distance.`);

  const valuationDate = market.latestSaleDate;
  const evidenceOf = { area, latestSaleDate: valuationDate };
  const [homeFloorArea, recordedSales, evidence, postcodeSales] = await Promise.all([
    home && !request.sqft ? getHomeFloorArea(db, home.uprn) : null,
    home ? listSalesOfProperty(db, home.uprn) : [],
    location ? readComparableSales(db, evidenceOf, { location, ppdTypes: toPpdTypes(request.propertyType), propertyKey: home ? `uprn:${home.uprn}` : null }) : (areaSales ?? []),
    location ? listPostcodeSales(db, evidenceOf, postcode) : undefined,
  ]);
  const index = market.index;
  const valuation = await valueHome({
    place: { postcode, sector, outcode, location },
    propertyType: request.propertyType,
    sqft: request.sqft ?? null,
    home,
    homeFloorArea,
    ownSales: recordedSales.filter((s) => s.date <= valuationDate),
    evidence,
    postcodeSales,
    valuationDate,
    index,
    readRealFloorAreas: (uprns) => getRealFloorAreas(db, uprns),
  });
  if (!valuation) throw notFoundNearby;
  const { subject, estimate, floorArea } = valuation;
  const ownSales = recordedSales;

  const [listings, rentRows] = await Promise.all([listLetListings(db, outcode, location), listRentRows(db, outcode)]);
  const bedrooms = request.bedrooms ?? null;
  const rent = estimateRent({ propertyType: request.propertyType, bedrooms, value: estimate.estimate, outcode, listings, rentRows });
  if (rent.demo && rent.period) {
    notes.push(`The rent comes from synthetic demo data (${formatPeriod(rent.period)}) while the value refers to ${monthYear.format(valuationDate)}, so the yield compares figures of different dates.`);
  }
  if (floorArea?.source === "epc" && floorArea.demo) notes.push("The floor area comes from a demo (synthetic) EPC record: it is shown for reference and was not used in the value.");

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
      tenure: subject.tenure,
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
    warnings: valuation.warnings,
  };
}

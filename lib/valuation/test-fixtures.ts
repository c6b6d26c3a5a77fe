import type { EvidenceSale, Subject } from "./types";

// One mile of latitude in degrees, for placing sales at known distances north of the subject.
export const MILE_IN_DEGREES = 1609.344 / 111_195;
export const CENTRE = { latitude: 55, longitude: -1.6 };

let counter = 0;

/** A sale `miles` north of CENTRE (or unplaced with `miles: null`). */
export function makeSale(overrides: Partial<EvidenceSale> & { miles?: number | null } = {}): EvidenceSale {
  counter += 1;
  const { miles = 0.1, ...rest } = overrides;
  return {
    id: `S${counter}`,
    price: 200_000,
    date: new Date("2022-08-01T00:00:00Z"),
    postcode: "NE3 3AA",
    sector: "NE3 3",
    outcode: "NE3",
    propertyType: "S",
    category: "A",
    tenure: "F",
    street: "OTHER ROAD",
    houseNumber: null,
    propertyKey: `address:${counter}`,
    address: `${counter} Other Road, Newcastle upon Tyne`,
    location: miles === null ? null : { latitude: CENTRE.latitude + miles * MILE_IN_DEGREES, longitude: CENTRE.longitude },
    uprn: null,
    ...rest,
  };
}

export function makeSubject(overrides: Partial<Subject> = {}): Subject {
  return {
    postcode: "NE3 3LJ",
    sector: "NE3 3",
    outcode: "NE3",
    location: CENTRE,
    ppdTypes: ["S"],
    street: "BRADWELL ROAD",
    houseNumber: 27,
    propertyKey: null,
    floorAreaSqft: null,
    tenure: null,
    ...overrides,
  };
}

export const VALUATION_DATE = new Date("2022-09-30T00:00:00Z");

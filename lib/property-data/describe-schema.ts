import { FIELD_GROUPS, FORMATS, MAX_BATCH_ITEMS, MAX_AUTOCOMPLETE_RESULTS, DEFAULT_AUTOCOMPLETE_RESULTS } from "./schemas";

/** GET /api/{provider}/schema: the calls, their options and what each field group holds. */
export function describeSchema(provider: string) {
  return {
    provider,
    format: FORMATS[0],
    groups: {
      property: "epc (type, built form, age band, floor area, rooms, energy ratings, heating), lastSale (HM Land Registry Price Paid), rooms (bedrooms, bathrooms from listings), building (OS height, footprint)",
      premium: "valuation (estimated value, confidence, rental estimate and its basis), ownership (title numbers, tenures, company-owned and overseas-owned flags from the title register)",
      surroundings: "area (crime, council tax, area type), conservation area, AONB and listed buildings near the home, where they were checked",
    },
    fieldGroups: FIELD_GROUPS,
    options: {
      fields: `comma-separated groups; default all (${FIELD_GROUPS.join(",")})`,
      force_residential: "true (default) refuses a property our records mark non-residential; false allows it",
      format: `${FORMATS.join(" | ")} (default ${FORMATS[0]})`,
      autocomplete_session: "address lookups: the session of the autocomplete calls that led to it, echoed back",
    },
    calls: [
      "GET schema",
      "GET info",
      "GET uprn/{uprn}",
      "GET udprn/{udprn}",
      "GET address/{address}",
      `POST uprn {uprns, …options} (at most ${MAX_BATCH_ITEMS})`,
      `POST udprn {udprns, …options} (at most ${MAX_BATCH_ITEMS})`,
      `POST address {addresses, …options} (at most ${MAX_BATCH_ITEMS})`,
      `GET autocomplete/{text}?max_results=${DEFAULT_AUTOCOMPLETE_RESULTS} (at most ${MAX_AUTOCOMPLETE_RESULTS})&session=`,
    ],
    nulls: "A figure our data cannot answer is null, with its reason in notes; rows with demo: true are synthetic demo data.",
  };
}



// Word lists for street-level normalisation. "ST" is absent on purpose: it is
// ambiguous (SAINT vs STREET) and resolved by context in expand-abbreviations.ts.

export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["RD", "ROAD"],
  ["AVE", "AVENUE"],
  ["AV", "AVENUE"],
  ["AVN", "AVENUE"],
  ["CRES", "CRESCENT"],
  ["CRESC", "CRESCENT"],
  ["CRS", "CRESCENT"],
  ["DR", "DRIVE"],
  ["DRV", "DRIVE"],
  ["GDNS", "GARDENS"],
  ["GDN", "GARDEN"],
  ["TER", "TERRACE"],
  ["TERR", "TERRACE"],
  ["TCE", "TERRACE"],
  ["CT", "COURT"],
  ["CRT", "COURT"],
  ["CTS", "COURTS"],
  ["PL", "PLACE"],
  ["LN", "LANE"],
  ["CL", "CLOSE"],
  ["SQ", "SQUARE"],
  ["GRN", "GREEN"],
  ["PK", "PARK"],
  ["GR", "GROVE"],
  ["GRV", "GROVE"],
  ["PDE", "PARADE"],
  ["WLK", "WALK"],
  ["HTS", "HEIGHTS"],
  ["MT", "MOUNT"],
  ["HWY", "HIGHWAY"],
  ["ESP", "ESPLANADE"],
  ["EMB", "EMBANKMENT"],
  ["APPR", "APPROACH"],
  ["BLVD", "BOULEVARD"],
  ["BVD", "BOULEVARD"],
  ["VW", "VIEW"],
  ["YD", "YARD"],
  ["WHF", "WHARF"],
  ["CNR", "CORNER"],
  ["PROM", "PROMENADE"],
  ["MWS", "MEWS"],
  ["VLS", "VILLAS"],
  ["GT", "GREAT"],
  ["LWR", "LOWER"],
  ["UPR", "UPPER"],
  ["NTH", "NORTH"],
  ["STH", "SOUTH"],
  ["HSE", "HOUSE"],
  ["COTT", "COTTAGE"],
  ["COTTS", "COTTAGES"],
  ["FM", "FARM"],
  ["BLDG", "BUILDING"],
  ["BLDGS", "BUILDINGS"],
  ["EST", "ESTATE"],
  ["IND", "INDUSTRIAL"],
  ["MNR", "MANOR"],
  ["LDG", "LODGE"],
  ["STN", "STATION"],
]);

/** Thoroughfare descriptors: they end a street name and carry less identity than the name. */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  "ROAD", "STREET", "AVENUE", "CRESCENT", "DRIVE", "GARDENS", "GARDEN", "TERRACE", "COURT",
  "COURTS", "PLACE", "LANE", "CLOSE", "SQUARE", "GREEN", "PARK", "GROVE", "PARADE", "WALK",
  "HEIGHTS", "MOUNT", "HIGHWAY", "ESPLANADE", "EMBANKMENT", "APPROACH", "BOULEVARD", "VIEW",
  "YARD", "WHARF", "PROMENADE", "MEWS", "VILLAS", "WAY", "ROW", "RISE", "HILL", "VALE",
  "CHASE", "GATE", "WYND", "BANK", "DENE", "GARTH", "CROFT", "MEADOW", "MEADOWS", "CIRCUS",
  "CIRCLE", "CAUSEWAY", "BROADWAY", "PASSAGE", "ALLEY", "QUAY", "GLADE",
]);

/** Words that mark a building name rather than a street ("ROSE COTTAGE", "MILL HOUSE"). COURT is
 * in both lists: blocks of flats are usually "X COURT" even though streets can be too. */
export const BUILDING_WORDS: ReadonlySet<string> = new Set([
  "HOUSE", "COTTAGE", "COTTAGES", "FARM", "FARMHOUSE", "LODGE", "HALL", "BARN", "VILLA",
  "MANOR", "BUNGALOW", "CHAMBERS", "BUILDING", "BUILDINGS", "MANSIONS", "MILL", "RECTORY",
  "VICARAGE", "GRANGE", "TOWER", "STABLES", "CENTRE", "ANNEXE", "COACH", "BLOCK", "COURT", "APARTMENTS",
]);

/** Directions that may trail a street type and still belong to the street ("PARK ROAD NORTH"). */
export const DIRECTION_WORDS: ReadonlySet<string> = new Set([
  "NORTH", "SOUTH", "EAST", "WEST", "UPPER", "LOWER", "CENTRAL",
]);

/** Connective words that carry almost no identity. */
export const STOP_WORDS: ReadonlySet<string> = new Set(["THE", "AND", "OF", "UPON", "ON", "IN", "BY"]);

/** Trailing country names that users append but registers never hold. */
export const COUNTRY_NAMES: ReadonlySet<string> = new Set([
  "UK", "U K", "GB", "UNITED KINGDOM", "GREAT BRITAIN", "ENGLAND", "SCOTLAND", "WALES",
  "NORTHERN IRELAND",
]);

// Word lists for flats and other sub-buildings (the SAON).

/** Sub-building keywords and the spelling we display them with. */
export const FLAT_KEYWORDS: ReadonlyMap<string, string> = new Map([
  ["FLAT", "FLAT"],
  ["FLT", "FLAT"],
  ["APARTMENT", "APARTMENT"],
  ["APPARTMENT", "APARTMENT"],
  ["APT", "APARTMENT"],
  ["APPT", "APARTMENT"],
  ["UNIT", "UNIT"],
  ["SUITE", "SUITE"],
  ["STUDIO", "STUDIO"],
  ["ROOM", "ROOM"],
  ["RM", "ROOM"],
  ["MAISONETTE", "MAISONETTE"],
]);

/** Floor descriptors ("GROUND FLOOR FLAT", "1ST FLOOR") and their canonical spelling. */
export const FLOOR_WORDS: ReadonlyMap<string, string> = new Map([
  ["BASEMENT", "BASEMENT"],
  ["LOWER", "LOWER"],
  ["UPPER", "UPPER"],
  ["GROUND", "GROUND"],
  ["MIDDLE", "MIDDLE"],
  ["TOP", "TOP"],
  ["FIRST", "FIRST"],
  ["1ST", "FIRST"],
  ["SECOND", "SECOND"],
  ["2ND", "SECOND"],
  ["THIRD", "THIRD"],
  ["3RD", "THIRD"],
  ["FOURTH", "FOURTH"],
  ["4TH", "FOURTH"],
  ["FIFTH", "FIFTH"],
  ["5TH", "FIFTH"],
]);

/** Words that may follow floor descriptors and complete a floor-based SAON. */
export const FLOOR_TAIL_WORDS: ReadonlySet<string> = new Set(["FLOOR", "FLAT", "MAISONETTE"]);

/** A flat identifier: "2", "2A", "A", "G1", "B12". */
export const FLAT_ID_RE = /^(\d+[A-Z]?|[A-Z]\d{0,3}[A-Z]?)$/;

/**
 * Descriptive sub-building phrases that open an address: "LAND ADJOINING", "LAND LYING TO
 * THE NORTH OF", "PLOT 4", "GARAGE". They name a part of the property (like a flat), never
 * a building: "LAND ADJOINING, 12 STATION ROAD" is not 12 Station Road.
 */
export const DESCRIPTIVE_HEADS: ReadonlySet<string> = new Set([
  "LAND", "PLOT", "PLOTS", "GARAGE", "GARAGES", "PARKING", "SITE", "WORKSHOP", "STORE", "OUTBUILDING", "OUTBUILDINGS", "ALLOTMENT", "PADDOCK",
]);

/** Words that continue a descriptive phrase: "LAND [LYING TO THE NORTH OF]", "PARKING [SPACE]". */
export const DESCRIPTIVE_LINKS: ReadonlySet<string> = new Set([
  "ADJOINING", "ADJACENT", "ADJ", "ADJT", "TO", "THE", "AT", "OF", "LYING", "NORTH", "SOUTH", "EAST", "WEST", "NORTHERN", "SOUTHERN",
  "EASTERN", "WESTERN", "REAR", "FRONT", "SIDE", "BEHIND", "NEAR", "NEXT", "BETWEEN", "AND", "ON", "IN", "BESIDE", "OPPOSITE",
  "FORMERLY", "FORMER", "PART", "PARCEL", "SPACE", "SPACES", "BAY", "WITH", "NORTHWEST", "NORTHEAST", "SOUTHWEST", "SOUTHEAST", "NO",
]);

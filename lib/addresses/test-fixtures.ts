import type { Candidate } from "./types";

// A small register for tests. Bradwell Road, Rogerson Terrace and Cloverfield are real
// Price Paid addresses; the rest are built around the hard cases (flats, similar
// streets in one postcode, named houses, SAINT vs STREET).

function candidate(id: string, address: string): Candidate {
  return { id, uprn: `U-${id}`, address };
}

const bradwellRoad = [21, 23, 25, 27, 29, 31, 33].map((n) =>
  candidate(`bradwell-${n}`, `${n} BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ`),
);

// Another street in the same sector, so a wrong inward code still lands somewhere.
const kentonRoad = [25, 27].map((n) => candidate(`kenton-${n}`, `${n} KENTON ROAD, NEWCASTLE UPON TYNE, NE3 3LX`));

// Structured like a Price Paid row rather than a single line.
const rogersonTerrace: Candidate[] = Array.from({ length: 15 }, (_, i) => ({
  id: `rogerson-${i + 1}`,
  uprn: `U-rogerson-${i + 1}`,
  address: `${i + 1} ROGERSON TERRACE, NEWCASTLE UPON TYNE, NE5 5JS`,
  paon: String(i + 1),
  street: "ROGERSON TERRACE",
  town: "NEWCASTLE UPON TYNE",
  postcode: "NE5 5JS",
}));

const cloverfield = [135, 137, 139, 141].map((n) =>
  candidate(`cloverfield-${n}`, `${n} CLOVERFIELD, WEST ALLOTMENT, NEWCASTLE UPON TYNE, NE27 0BU`),
);

const highStreet = [
  candidate("high-12-flat-1", "FLAT 1, 12 HIGH STREET, GOSFORTH, NEWCASTLE UPON TYNE, NE3 1AA"),
  candidate("high-12-flat-2", "FLAT 2, 12 HIGH STREET, GOSFORTH, NEWCASTLE UPON TYNE, NE3 1AA"),
  candidate("high-12-flat-12", "FLAT 12, 12 HIGH STREET, GOSFORTH, NEWCASTLE UPON TYNE, NE3 1AA"),
  candidate("high-12a", "12A HIGH STREET, GOSFORTH, NEWCASTLE UPON TYNE, NE3 1AA"),
  candidate("high-14", "14 HIGH STREET, GOSFORTH, NEWCASTLE UPON TYNE, NE3 1AA"),
];

const marketStreet = [
  candidate("market-12-14", "12-14 MARKET STREET, NEWCASTLE UPON TYNE, NE1 6JE"),
  candidate("market-16", "16 MARKET STREET, NEWCASTLE UPON TYNE, NE1 6JE"),
];

const parkRoads = [
  candidate("park-road-10", "10 PARK ROAD, NEWCASTLE UPON TYNE, NE2 1AB"),
  candidate("park-road-north-10", "10 PARK ROAD NORTH, NEWCASTLE UPON TYNE, NE2 1AB"),
  candidate("park-road-north-20", "20 PARK ROAD NORTH, NEWCASTLE UPON TYNE, NE2 1AD"),
  candidate("park-road-south-20", "20 PARK ROAD SOUTH, NEWCASTLE UPON TYNE, NE2 1AD"),
];

const elmGroves = [
  candidate("elm-grove-5", "5 ELM GROVE, NEWCASTLE UPON TYNE, NE6 5LP"),
  candidate("elm-grove-terrace-5", "5 ELM GROVE TERRACE, NEWCASTLE UPON TYNE, NE6 5LP"),
];

const millLane = [
  candidate("rose-cottage", "ROSE COTTAGE, MILL LANE, PONTELAND, NE20 9TQ"),
  candidate("rose-house", "ROSE HOUSE, MILL LANE, PONTELAND, NE20 9TQ"),
  candidate("ivy-cottage", "IVY COTTAGE, MILL LANE, PONTELAND, NE20 9TQ"),
];

const jamesStreets = [
  candidate("saint-james-8", "8 ST JAMES STREET, NEWCASTLE UPON TYNE, NE1 4NF"),
  candidate("james-8", "8 JAMES STREET, NEWCASTLE UPON TYNE, NE1 4NF"),
];

const stationRoad = [candidate("station-2-flat-3", "FLAT 3, 2 STATION ROAD, NEWCASTLE UPON TYNE, NE1 5DL")];

export const REGISTER: readonly Candidate[] = [
  ...bradwellRoad,
  ...kentonRoad,
  ...rogersonTerrace,
  ...cloverfield,
  ...highStreet,
  ...marketStreet,
  ...parkRoads,
  ...elmGroves,
  ...millLane,
  ...jamesStreets,
  ...stationRoad,
];

// Synthetic register and messy queries for the performance test: ~30k addresses across
// 30 Newcastle outcodes, and queries with the mistakes people make when typing them.

const NAMES = [
  "BRADWELL", "ROGERSON", "CLOVERFIELD", "ASHFIELD", "BEECHWOOD", "CHESTNUT", "DENEHOLM", "ELMFIELD",
  "FERNDALE", "GLENDALE", "HAWTHORN", "KINGSLEY", "LARKSPUR", "MAYFIELD", "NORTHUMBERLAND", "OAKWOOD",
  "PRIMROSE", "QUEENSWAY", "RAVENSWORTH", "SANDRINGHAM", "THORNHILL", "ULLSWATER", "VICTORIA", "WESTBOURNE",
  "YORKDALE", "ALDERLEY", "BIRCHWOOD", "CLAREMONT", "DERWENT", "EASTBOURNE", "FOXGLOVE", "GRASMERE",
  "HOLLYWOOD", "IVYDALE", "JESMOND", "KENTON", "LINDISFARNE", "MOORSIDE", "NEWLANDS", "ORCHARD",
];
const TYPES: [full: string, short: string][] = [
  ["ROAD", "Rd"], ["STREET", "St"], ["AVENUE", "Ave"], ["TERRACE", "Terr"], ["GROVE", "Gr"],
  ["CRESCENT", "Cres"], ["DRIVE", "Dr"], ["GARDENS", "Gdns"], ["CLOSE", "Cl"], ["LANE", "Ln"],
];
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const OUTCODES = 30;
const STREETS_PER_OUTCODE = 25;
const HOUSES_PER_STREET = 40;
const HOUSES_PER_POSTCODE = 10;

export interface TestAddress {
  candidate: Candidate;
  number: number;
  flat?: number;
  name: string;
  type: [full: string, short: string];
  outcode: string;
  postcode: string;
}

export function generateTestRegister(): TestAddress[] {
  const addresses: TestAddress[] = [];
  for (let o = 1; o <= OUTCODES; o++) {
    const outcode = `NE${o}`;
    for (let s = 0; s < STREETS_PER_OUTCODE; s++) {
      // The last street is "<previous street> NORTH": two similar streets in one outcode.
      const base = s === STREETS_PER_OUTCODE - 1 ? s - 1 : s;
      const name = `${NAMES[(o * 7 + base) % NAMES.length] ?? ""}`;
      const type = TYPES[(base + o) % TYPES.length] ?? ["ROAD", "Rd"];
      const suffix = base === s ? "" : " NORTH";
      const flats = s % 10 === 0;
      for (let h = 0; h < HOUSES_PER_STREET; h++) {
        const number = flats ? Math.floor(h / 4) + 1 : h + 1;
        const flat = flats ? (h % 4) + 1 : undefined;
        const block = s * 4 + Math.floor(h / HOUSES_PER_POSTCODE);
        const postcode = `${outcode} ${s % 10}${INWARD_LETTERS[block % 20] ?? "A"}${INWARD_LETTERS[Math.floor(block / 20)] ?? "A"}`;
        const street = `${name} ${type[0]}${suffix}`;
        const line = `${flat ? `FLAT ${flat}, ` : ""}${number} ${street}, NEWCASTLE UPON TYNE, ${postcode}`;
        const id = `${outcode}-${s}-${h}`;
        addresses.push({
          candidate: { id, uprn: id, address: line },
          number,
          ...(flat ? { flat } : {}),
          name: `${name}${suffix}`,
          type,
          outcode,
          postcode,
        });
      }
    }
  }
  return addresses;
}

/** Deterministic pseudo-random numbers (mulberry32) so the test is repeatable. */
export function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typed-by-hand version of an address: case, abbreviations, typos, bad postcodes. */
export function messUpAddress(address: TestAddress, random: () => number): string {
  const flat = address.flat ? `${random() < 0.5 ? "Flat" : "apt"} ${address.flat}, ` : "";
  const [nameWord = "", ...restOfName] = address.name.split(" ");
  const name = [random() < 0.3 ? addTypo(nameWord, random) : nameWord, ...restOfName].join(" ");
  const type = random() < 0.5 ? address.type[1] : address.type[0];
  const [streetName, ...direction] = name.split(" ");
  const street = `${streetName ?? ""} ${type}${direction.length > 0 ? ` ${direction.join(" ")}` : ""}`;
  const town = random() < 0.5 ? ", Newcastle" : "";
  const roll = random();
  const postcode =
    roll < 0.45 ? address.postcode : roll < 0.65 ? address.postcode.replace(" ", "").toLowerCase() : roll < 0.85 ? address.outcode : `${address.outcode} 9ZZ`;
  const text = `${flat}${address.number} ${street}${town} ${postcode}`;
  return random() < 0.5 ? text.toLowerCase() : text;
}

function addTypo(word: string, random: () => number): string {
  const at = 2 + Math.floor(random() * (word.length - 3));
  if (random() < 0.5) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2);
}

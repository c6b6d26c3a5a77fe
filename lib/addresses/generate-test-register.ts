import type { Candidate } from "./types";

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

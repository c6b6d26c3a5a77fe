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

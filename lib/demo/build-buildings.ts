import type { BuildingRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { addDays } from "./demo-dates";
import { deriveOsid } from "./derive-osid";
import { offsetCoordinates } from "./offset-coordinates";
import { isCityCentre } from "./find-region";
import { createRandom, type Random } from "./seeded-random";
import type { DemoProperty, Region } from "./demo-types";

const HEIGHT_SOURCE = "OS NGD (demo)";

// OS NGD has building parts whose height is not yet captured (new builds, small structures):
// relativeheightmaximum and height_source are null. A few demo buildings are the same, so
// every state of the heights screen has data (issue 10).
const NO_HEIGHT_CHANCE = { home: 0.015, outbuilding: 0.05 } as const;

// Typical ground levels (m above Ordnance Datum) across each region's towns.
const GROUND_LEVEL: Record<Region, readonly [number, number]> = {
  "north-east": [10, 150],
  "north-west": [25, 120],
  midlands: [50, 180],
};

const round1 = (value: number) => Math.round(value * 10) / 10;

type Shape = { height: number; footprint: number; description: string };

function shapeHome(property: DemoProperty, random: Random): Shape {
  const { epcPropertyType, saleType, floorAreaM2 } = property.profile;
  if (epcPropertyType === "Flat" || epcPropertyType === "Maisonette") {
    // Flats in one block share the block's height and footprint.
    const block = createRandom(`block:${property.parts.postcode}|${property.parts.street ?? ""}|${property.parts.paon ?? ""}`);
    const tower = isCityCentre(property.outcode) && block.chance(0.25);
    return {
      height: tower ? block.between(40, 90) : block.between(9, 30),
      footprint: tower ? block.between(400, 1500) : block.between(200, 900),
      description: "Residential Building",
    };
  }
  if (epcPropertyType === "Bungalow") return { height: random.between(3, 5), footprint: floorAreaM2 * random.between(1.05, 1.2), description: "Residential Building" };
  if (epcPropertyType === "House") {
    const [low, high] = saleType === "D" ? [7, 10] : saleType === "S" ? [6.5, 9] : [5, 9];
    return {
      height: random.between(low, high),
      // Two storeys: the footprint is about half the floor area plus the walls.
      footprint: (floorAreaM2 / 2) * random.between(1.05, 1.25),
      description: random.chance(0.75) ? "Residential Building" : "Building",
    };
  }
  return { height: random.between(4, 12), footprint: random.between(80, 600), description: "Building" };
}

type Point = { latitude: number; longitude: number };

function createRow(osid: string, uprn: string | null, point: Point, shape: Shape, ground: number, versionDate: Date, period: string, noHeightChance = 0): BuildingRow {
  // Seeded by the building alone, so which ones lack a height moves no other value.
  const measured = !createRandom(`height:${osid}`).chance(noHeightChance);
  const relHeight = round1(shape.height);
  return {
    osid,
    uprn,
    latitude: point.latitude,
    longitude: point.longitude,
    relHeightMax: measured ? relHeight : null,
    absHeightMax: measured ? round1(ground + relHeight) : null,
    geometryArea: round1(shape.footprint),
    description: shape.description,
    heightSource: measured ? HEIGHT_SOURCE : null,
    versionDate,
    source: DEMO_SOURCE,
    period,
  };
}

function estimateGroundLevel(property: DemoProperty): number {
  const [low, high] = GROUND_LEVEL[property.region];
  return createRandom(`ground:${property.parts.postcode}`).between(low, high);
}

const OUTBUILDING_CHANCE: Record<string, number> = { D: 0.3, S: 0.2, T: 0.08 };

/** The home's own point, when it is known exactly: a surveyed footprint is never put at a guessed point. */
function findExactPoint(property: DemoProperty): Point | null {
  const { latitude, longitude } = property;
  return latitude !== null && longitude !== null && !property.locationApproximate ? { latitude, longitude } : null;
}

function buildHomeBuildings(property: DemoProperty, asOf: Date, period: string): BuildingRow[] {
  const home = findExactPoint(property);
  if (!home) return [];
  const random = createRandom(`building:${property.key}`);
  const ground = estimateGroundLevel(property);
  const versionDate = addDays(asOf, -random.integer(30, 700));
  const rows = [createRow(deriveOsid(`building:${property.uprn}`), property.uprn, home, shapeHome(property, random), ground, versionDate, period, NO_HEIGHT_CHANCE.home)];
  const isHouse = property.profile.epcPropertyType === "House" || property.profile.epcPropertyType === "Bungalow";
  if (isHouse && random.chance(OUTBUILDING_CHANCE[property.profile.saleType] ?? 0)) {
    const shed: Shape = { height: random.between(2.2, 3.6), footprint: random.between(8, 35), description: "Outbuilding" };
    const point = offsetCoordinates(home.latitude, home.longitude, random, 18);
    rows.push(createRow(deriveOsid(`outbuilding:${property.uprn}`), null, point, shed, ground, versionDate, period, NO_HEIGHT_CHANCE.outbuilding));
  }
  return rows;
}

// A few tall office and apartment towers (no UPRN of their own) in each city-centre outcode
// that has addresses, so the low-, mid- and high-rise classes all have examples.
function buildCityTowers(properties: readonly DemoProperty[], asOf: Date, period: string): BuildingRow[] {
  const byOutcode = new Map<string, { property: DemoProperty; point: Point }[]>();
  for (const property of properties) {
    const point = findExactPoint(property);
    if (!point || !isCityCentre(property.outcode)) continue;
    const anchors = byOutcode.get(property.outcode);
    if (anchors) anchors.push({ property, point });
    else byOutcode.set(property.outcode, [{ property, point }]);
  }
  const rows: BuildingRow[] = [];
  for (const [outcode, anchors] of [...byOutcode.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const random = createRandom(`towers:${outcode}`);
    const count = random.integer(2, 3);
    for (let index = 0; index < count; index++) {
      const anchor = random.pick(anchors);
      const point = offsetCoordinates(anchor.point.latitude, anchor.point.longitude, random, 150);
      const shape: Shape = { height: index === 0 ? random.between(60, 90) : random.between(40, 90), footprint: random.between(500, 2000), description: "Building" };
      rows.push(createRow(deriveOsid(`tower:${outcode}:${index}`), null, point, shape, estimateGroundLevel(anchor.property), addDays(asOf, -random.integer(30, 700)), period));
    }
  }
  return rows;
}

export function buildBuildings(properties: readonly DemoProperty[], asOf: Date, period: string): BuildingRow[] {
  return [...properties.flatMap((property) => buildHomeBuildings(property, asOf, period)), ...buildCityTowers(properties, asOf, period)];
}

import type { BuildingRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { addDays } from "./demo-dates";
import { deriveOsid } from "./derive-osid";
import { offsetCoordinates } from "./offset-coordinates";
import { isCityCentre } from "./find-region";
import { createRandom, type Random } from "./seeded-random";
import type { DemoProperty, Region } from "./demo-types";


const HEIGHT_SOURCE = "OS NGD (demo)";

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

function createRow(osid: string, uprn: string | null, point: { latitude: number; longitude: number }, shape: Shape, ground: number, versionDate: Date, period: string): BuildingRow {
  const relHeight = round1(shape.height);
  return {
    osid,
    uprn,
    latitude: point.latitude,
    longitude: point.longitude,
    relHeightMax: relHeight,
    absHeightMax: round1(ground + relHeight),
    geometryArea: round1(shape.footprint),
    description: shape.description,
    heightSource: HEIGHT_SOURCE,
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

function buildHomeBuildings(property: DemoProperty, asOf: Date, period: string): BuildingRow[] {
  const random = createRandom(`building:${property.key}`);
  const ground = estimateGroundLevel(property);
  const versionDate = addDays(asOf, -random.integer(30, 700));
  const rows = [createRow(deriveOsid(`building:${property.uprn}`), property.uprn, property, shapeHome(property, random), ground, versionDate, period)];
  const isHouse = property.profile.epcPropertyType === "House" || property.profile.epcPropertyType === "Bungalow";
  if (isHouse && random.chance(OUTBUILDING_CHANCE[property.profile.saleType] ?? 0)) {
    const shed: Shape = { height: random.between(2.2, 3.6), footprint: random.between(8, 35), description: "Outbuilding" };
    const point = offsetCoordinates(property.latitude, property.longitude, random, 18);
    rows.push(createRow(deriveOsid(`outbuilding:${property.uprn}`), null, point, shed, ground, versionDate, period));
  }
  return rows;
}

// A few tall office and apartment towers (no UPRN of their own) in each city-centre outcode
// that has addresses, so the low-, mid- and high-rise classes all have examples.
function buildCityTowers(properties: readonly DemoProperty[], asOf: Date, period: string): BuildingRow[] {
  const byOutcode = new Map<string, DemoProperty[]>();
  for (const property of properties) {
    if (!isCityCentre(property.outcode)) continue;
    byOutcode.set(property.outcode, [...(byOutcode.get(property.outcode) ?? []), property]);
  }
  const rows: BuildingRow[] = [];
  for (const [outcode, anchors] of [...byOutcode.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const random = createRandom(`towers:${outcode}`);
    const count = random.integer(2, 3);
    for (let index = 0; index < count; index++) {
      const anchor = random.pick(anchors);
      const point = offsetCoordinates(anchor.latitude, anchor.longitude, random, 150);
      const shape: Shape = { height: index === 0 ? random.between(60, 90) : random.between(40, 90), footprint: random.between(500, 2000), description: "Building" };
      rows.push(createRow(deriveOsid(`tower:${outcode}:${index}`), null, point, shape, estimateGroundLevel(anchor), addDays(asOf, -random.integer(30, 700)), period));
    }
  }
  return rows;
}

export function buildBuildings(properties: readonly DemoProperty[], asOf: Date, period: string): BuildingRow[] {
  return [...properties.flatMap((property) => buildHomeBuildings(property, asOf, period)), ...buildCityTowers(properties, asOf, period)];
}

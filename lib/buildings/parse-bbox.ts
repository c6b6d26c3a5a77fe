import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { checkCoordinates, readDegrees } from "./check-coordinates";
import { MAX_BOX_SIDE_METRES } from "./limits";

export type Box = { west: number; south: number; east: number; north: number };

const FORMAT = "Enter the area as west,south,east,north in decimal degrees (e.g. -0.13,51.50,-0.12,51.51)";

/** The box's width and height in metres, measured along its middle and its west edge. */
export function measureBox(box: Box): { widthMetres: number; heightMetres: number } {
  const middle = (box.south + box.north) / 2;
  return {
    widthMetres: measureDistanceMetres({ latitude: middle, longitude: box.west }, { latitude: middle, longitude: box.east }),
    heightMetres: measureDistanceMetres({ latitude: box.south, longitude: box.west }, { latitude: box.north, longitude: box.west }),
  };
}

/** "west,south,east,north" → a box in the UK no larger than the limit, or the reason it is not. */
export function parseBbox(text: string): { box: Box } | { error: string } {
  const parts = text.split(",").map(readDegrees);
  if (parts.length !== 4 || parts.some((p) => p === null)) return { error: `${FORMAT}.` };
  const [west, south, east, north] = parts as [number, number, number, number];
  for (const [lat, lng] of [[south, west], [north, east]] as const) {
    const problem = checkCoordinates(lat, lng);
    if (problem) return { error: `${FORMAT}. ${problem.replace(/ \(e\.g\. [^)]*\)\.$/, ".")}` };
  }
  if (west >= east || south >= north) return { error: `${FORMAT}: west must be less than east, and south less than north.` };
  const box = { west, south, east, north };
  const { widthMetres, heightMetres } = measureBox(box);
  if (widthMetres > MAX_BOX_SIDE_METRES || heightMetres > MAX_BOX_SIDE_METRES) {
    const km = (metres: number) => (metres / 1000).toFixed(1);
    return { error: `The area is too large (${km(widthMetres)} km wide by ${km(heightMetres)} km tall): draw a box at most ${MAX_BOX_SIDE_METRES / 1000} km each way.` };
  }
  return { box };
}

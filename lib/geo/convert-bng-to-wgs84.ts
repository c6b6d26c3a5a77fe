import proj4 from "proj4";

// EPSG:27700 (OSGB36 / British National Grid) with the OSGB36→WGS84 Helmert parameters:
// without +towgs84 proj4 would treat Airy 1830 as if it sat on the WGS84 datum and put
// every point roughly 100 m out. The seven-parameter transformation is good to a few
// metres, which is what a postcode centroid needs (OSTN15 would only gain ~2 m).
const BRITISH_NATIONAL_GRID =
  "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy " +
  "+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";

const converter = proj4(BRITISH_NATIONAL_GRID, "WGS84");

export type LatLng = { latitude: number; longitude: number };

/** True when the pair lies inside the National Grid's extent (Great Britain and its islands). */
export function isBngCoordinate(easting: number, northing: number): boolean {
  return Number.isFinite(easting) && Number.isFinite(northing) && easting >= 0 && easting <= 700_000 && northing >= 0 && northing <= 1_300_000;
}

/** British National Grid easting/northing (metres) → WGS84 latitude/longitude (degrees). */
export function convertBngToWgs84(easting: number, northing: number): LatLng {
  const [longitude, latitude] = converter.forward([easting, northing]);
  if (longitude === undefined || latitude === undefined) throw new Error(`Cannot convert grid reference ${easting},${northing}`);
  return { latitude, longitude };
}

import proj4 from "proj4";
import { describe, expect, it } from "vitest";
import { convertBngToWgs84, isBngCoordinate } from "./convert-bng-to-wgs84";
import { measureDistanceMetres } from "./measure-distance";

// Reference values: ONS Postcode Directory rows (oseast1m, osnrth1m, lat, long), as
// published by ONS and carried verbatim in postcodes.io's test seed
// (github.com/ideal-postcodes/postcodes.io, test/seed/postcode.csv). ONS derives its
// latitude/longitude with OSTN15, so this checks our Helmert transformation against
// the official one.
const onspdReferences = [
  { postcode: "M1 1AD", easting: 383848, northing: 398589, latitude: 53.483784, longitude: -2.244866 },
  { postcode: "M11 1AA", easting: 388675, northing: 397445, latitude: 53.473628, longitude: -2.172086 },
  { postcode: "SE1 9ZZ", easting: 531901, northing: 180373, latitude: 51.506903, longitude: -0.100841 },
  { postcode: "SE1P 5ZZ", easting: 533378, northing: 178838, latitude: 51.492762, longitude: -0.080152 },
  { postcode: "AB1 0AA", easting: 385386, northing: 801193, latitude: 57.101474, longitude: -2.242851 },
];

describe("convertBngToWgs84", () => {
  it.each(onspdReferences)("puts $postcode within 10 m of its published ONSPD position", (ref) => {
    const converted = convertBngToWgs84(ref.easting, ref.northing);
    expect(measureDistanceMetres(converted, ref)).toBeLessThan(10);
  });

  it("needs the datum shift: the same projection without +towgs84 lands ~100 m away", () => {
    const published = { latitude: 53.483784, longitude: -2.244866 }; // M1 1AD, ONSPD
    const withoutDatumShift = proj4("+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +units=m +no_defs", "WGS84");
    const [longitude, latitude] = withoutDatumShift.forward([383848, 398589]);
    expect(measureDistanceMetres({ latitude: latitude ?? 0, longitude: longitude ?? 0 }, published)).toBeGreaterThan(50);
    expect(measureDistanceMetres(convertBngToWgs84(383848, 398589), published)).toBeLessThan(3);
  });
});

describe("isBngCoordinate", () => {
  it.each([
    [383848, 398589, true],
    [0, 0, true],
    [-1, 398589, false],
    [800000, 398589, false],
    [Number.NaN, 1, false],
  ])("%d,%d → %s", (e, n, expected) => {
    expect(isBngCoordinate(e, n)).toBe(expected);
  });
});

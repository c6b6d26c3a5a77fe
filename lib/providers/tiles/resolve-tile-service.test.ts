import { describe, expect, it } from "vitest";
import { fillTileTemplate, resolveTileService } from "./resolve-tile-service";

const none = { MAP_TILE_URL: "none", MAP_TILE_ATTRIBUTION: undefined, OS_MAPS_API_KEY: undefined, OS_MAPS_LAYER: "Road_3857" as const };

describe("resolveTileService", () => {
  it("is off with nothing configured", () => {
    expect(resolveTileService(none)).toBeNull();
  });

  it("takes the XYZ template first, with its attribution", () => {
    expect(resolveTileService({ ...none, MAP_TILE_URL: "https://t.example.com/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example", OS_MAPS_API_KEY: "k" })).toEqual({
      name: "the map tile service",
      template: "https://t.example.com/{z}/{x}/{y}.png",
      attribution: "© Example",
    });
  });

  it("builds the OS Maps template from the key, with OS's attribution", () => {
    const service = resolveTileService({ ...none, OS_MAPS_API_KEY: "a b", OS_MAPS_LAYER: "Light_3857" });
    expect(service?.template).toBe("https://api.os.uk/maps/raster/v1/zxy/Light_3857/{z}/{x}/{y}.png?key=a%20b");
    expect(service?.attribution).toContain("Crown copyright");
  });
});

describe("fillTileTemplate", () => {
  it.each([
    ["https://t.example.com/{z}/{x}/{y}.png", "https://t.example.com/3/2/1.png"],
    ["https://{s}.t.example.com/{z}/{x}/{y}.png?k=1", "https://a.t.example.com/3/2/1.png?k=1"],
  ])("%s", (template, expected) => {
    expect(fillTileTemplate(template, { z: 3, x: 2, y: 1 })).toBe(expected);
  });
});

import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readGeoJsonFeatures, type FeatureItem } from "./read-geojson-features";

async function readAll(text: string, size: number): Promise<FeatureItem[]> {
  const chunks: Buffer[] = [];
  const bytes = Buffer.from(text, "utf8");
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const items: FeatureItem[] = [];
  for await (const item of readGeoJsonFeatures(Readable.from(chunks))) items.push(item);
  return items;
}

const collection = JSON.stringify({
  type: "FeatureCollection",
  name: "features inside strings: { [ \" ]",
  features: [
    { type: "Feature", properties: { name: "Ærø {brace} \"quoted\"", features: [1] }, geometry: { type: "Point", coordinates: [-2.3, 53.4] } },
    { type: "Feature", properties: { name: "second" }, geometry: null },
  ],
  bbox: [0, 0, 1, 1],
});

describe("readGeoJsonFeatures", () => {
  it.each([1, 7, 64, 100_000])("cuts out each feature whatever the chunk size (%i bytes)", async (size) => {
    const items = await readAll(collection, size);
    expect(items).toEqual([
      { index: 1, feature: JSON.parse(collection).features[0] },
      { index: 2, feature: JSON.parse(collection).features[1] },
    ]);
  });

  it("reports a feature that is not valid JSON and carries on", async () => {
    const text = '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"a":1,},"geometry":null},{"type":"Feature","properties":{},"geometry":null}]}';
    const items = await readAll(text, 10);
    expect(items).toEqual([
      { index: 1, error: "feature is not valid JSON" },
      { index: 2, feature: { type: "Feature", properties: {}, geometry: null } },
    ]);
  });

  it("reads an empty collection", async () => {
    expect(await readAll('{"type":"FeatureCollection","features":[]}', 5)).toEqual([]);
  });

  it("refuses a file that is not a FeatureCollection", async () => {
    await expect(readAll('{"type":"Point","coordinates":[0,0]}', 5)).rejects.toThrow(/features/);
  });
});

import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

export type FeatureItem = { index: number; feature: unknown } | { index: number; error: string };

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

function parseFeature(index: number, json: string): FeatureItem {
  try {
    return { index, feature: JSON.parse(json) as unknown };
  } catch {
    return { index, error: "feature is not valid JSON" };
  }
}

/**
 * Streams the features of a GeoJSON FeatureCollection one at a time, so a national
 * layer of several hundred megabytes never sits in memory whole. A small scanner tracks
 * nesting and strings to find the top-level "features" array and cuts out each element;
 * each element is then JSON.parse'd on its own, so one broken feature is one rejection.
 */
export async function* readGeoJsonFeatures(input: Readable): AsyncGenerator<FeatureItem> {
  const decoder = new StringDecoder("utf8");
  let depth = 0;
  let inString = false;
  let escaped = false;
  let topLevelString = "";
  let lastTopLevelString = "";
  let featuresDepth = -1; // depth inside the features array once found
  let featuresDone = false;
  let featureParts: string[] | null = null;
  let index = 0;

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    let featureStart = featureParts ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (depth === 1) lastTopLevelString = topLevelString;
        } else if (depth === 1) topLevelString += text[i];
        continue;
      }
      if (code === QUOTE) {
        inString = true;
        topLevelString = "";
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        if (code === OPEN_BRACKET && depth === 1 && featuresDepth < 0 && !featuresDone && lastTopLevelString === "features") featuresDepth = 2;
        else if (code === OPEN_BRACE && depth === featuresDepth && !featureParts) {
          featureParts = [];
          featureStart = i;
        }
        depth++;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        if (featureParts && depth === featuresDepth && code === CLOSE_BRACE) {
          featureParts.push(text.slice(featureStart, i + 1));
          index++;
          const json = featureParts.join("");
          featureParts = null;
          featureStart = -1;
          yield parseFeature(index, json);
        } else if (depth === 1 && featuresDepth === 2 && code === CLOSE_BRACKET) {
          featuresDepth = -1;
          featuresDone = true;
        }
      }
    }
    if (featureParts && featureStart >= 0) featureParts.push(text.slice(featureStart));
  }
  if (!featuresDone && index === 0) throw new Error("Not a GeoJSON FeatureCollection: no top-level \"features\" array");
  if (featureParts) yield { index: index + 1, error: "file ends inside a feature" };
}

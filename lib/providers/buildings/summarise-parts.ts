import { classifyHeight } from "@/lib/buildings/classify-height";
import type { AreaSummary, BuildingPart, SummariseOptions } from "./types";

/** The summary of a bounded list of parts already in memory (a live service's pages). */
export function summariseParts(parts: readonly BuildingPart[], { minHeight, limit }: SummariseOptions, complete: boolean): AreaSummary {
  const withHeight = parts.filter((p): p is BuildingPart & { heightMetres: number } => p.heightMetres !== null && p.heightMetres > 0 && p.heightMetres >= minHeight);
  const heights = withHeight.map((p) => p.heightMetres);
  const distribution = { lowRise: 0, midRise: 0, highRise: 0 };
  let sum = 0;
  let max: number | null = null;
  let min: number | null = null;
  // A loop, not Math.max(...heights): a spread of thousands of arguments can overflow the stack.
  for (const height of heights) {
    sum += height;
    max = max === null || height > max ? height : max;
    min = min === null || height < min ? height : min;
    const heightClass = classifyHeight(height);
    if (heightClass === "low-rise") distribution.lowRise++;
    else if (heightClass === "mid-rise") distribution.midRise++;
    else distribution.highRise++;
  }
  const tallest = [...withHeight].sort((a, b) => b.heightMetres - a.heightMetres || (a.osid < b.osid ? -1 : 1)).slice(0, limit);
  return {
    totalBuildings: parts.length,
    buildingsWithHeight: heights.length,
    averageHeight: heights.length ? sum / heights.length : null,
    maxHeight: max,
    minHeight: min,
    heightDistribution: distribution,
    tallest,
    complete,
  };
}

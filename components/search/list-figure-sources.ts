import type { Property } from "@/lib/property/schemas";

/** A line of the card's sources; source null when the figures' source was not recorded. */
export type FigureSource = { figures: string; source: string | null; period: string };

type Part = { figure: string; source: string | null; period: string };

const joinFigures = (figures: string[]) => (figures.length === 1 ? figures[0]! : `${figures.slice(0, -1).join(", ")} and ${figures[figures.length - 1]}`);

/**
 * Which figures on a card come from which source (issue 9 item 11). A listing is one demo
 * record, all of a piece. A sale's price, date and type are HM Land Registry's, but its floor
 * area comes from an EPC certificate and its UPRN from the address register, each with its
 * own source (often the synthetic demo layers): each is named with its own, so a demo figure
 * is never read as the Land Registry's. Figures from the same source share one line; a figure
 * whose source was not recorded says so rather than borrowing the card's.
 */
export function listFigureSources(property: Property): FigureSource[] {
  if (property.status !== "sold") return [{ figures: "All figures", source: property.source, period: property.period }];
  const parts: Part[] = [{ figure: "Price, date and type", source: property.source, period: property.period }];
  const own = property.figureSources ?? {};
  if (property.sqft != null) parts.push({ figure: "floor area", ...(own.sqft ?? { source: null, period: "" }) });
  if (property.uprn) parts.push({ figure: "UPRN", ...(own.uprn ?? { source: null, period: "" }) });
  // Demo layers are labelled without a period, so their figures share a line whatever theirs.
  const keyOf = (part: Part) => (part.source === "demo" ? "demo" : `${part.source}|${part.period}`);
  const groups = new Map<string, { figures: string[]; source: string | null; period: string }>();
  for (const part of parts) {
    const group = groups.get(keyOf(part)) ?? { figures: [], source: part.source, period: part.period };
    group.figures.push(part.figure);
    groups.set(keyOf(part), group);
  }
  return [...groups.values()].map(({ figures, source, period }) => {
    const text = joinFigures(figures);
    return { figures: text.charAt(0).toUpperCase() + text.slice(1), source, period };
  });
}

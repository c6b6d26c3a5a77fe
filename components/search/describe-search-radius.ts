import { formatMiles } from "@/lib/property/units";
import type { SearchResponse } from "@/lib/search/schemas";

export type RadiusCard = { value: string; detail: string; title?: string };

const SHORT_TEXT = 28;

/** A long address cut at a word, so the card stays one short line; the whole text goes in a tooltip. */
function shorten(text: string): string {
  if (text.length <= SHORT_TEXT) return text;
  const cut = text.slice(0, SHORT_TEXT + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > SHORT_TEXT / 2 ? cut.slice(0, space) : cut).replace(/[\s,]+$/, "")}…`;
}

/**
 * The Search Radius card: the radius and, briefly, what it is centred on. A postcode search
 * has a radius in miles around the postcode; an outward code or sector is searched whole; a
 * UPRN search is that one property and an address search the best-matching addresses, so
 * neither has a radius and the card says what was searched instead of a whole address.
 */
export function describeSearchRadius(result: Pick<SearchResponse, "areaStats" | "area">, uprn?: string): RadiusCard {
  const { radius } = result.areaStats;
  const { area } = result;
  if (radius !== null) return { value: formatMiles(radius), detail: `Around ${area.label}` };
  if (area.kind === "uprn") return { value: "Single property", detail: uprn ? `UPRN ${uprn}` : shorten(area.label), title: area.label };
  if (area.kind === "address") return { value: "Address match", detail: `For “${shorten(area.label)}”`, title: area.label };
  return { value: area.label, detail: `Whole ${area.kind === "outcode" ? "outward code" : area.kind}` };
}

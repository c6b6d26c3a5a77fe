// Spec part 2 §2.1 and §9: rating letters A to G coloured green to red, anything else grey.
// The colours are the register's own certificate bands (the chart printed on every EPC).
const RATING_COLOURS: Readonly<Record<string, { background: string; text: string }>> = {
  A: { background: "#008054", text: "#ffffff" },
  B: { background: "#19b459", text: "#ffffff" },
  C: { background: "#8dce46", text: "#111827" },
  D: { background: "#ffd500", text: "#111827" },
  E: { background: "#fcaa65", text: "#111827" },
  F: { background: "#ef8023", text: "#111827" },
  G: { background: "#e9153b", text: "#ffffff" },
};
export const UNRATED_COLOUR = { background: "#9ca3af", text: "#111827" } as const;

/** The badge colours of a rating letter; grey for anything outside A–G (blank, "H", "INVALID!"). */
export function getRatingColour(rating: string | null | undefined): { background: string; text: string } {
  return (rating ? RATING_COLOURS[rating] : undefined) ?? UNRATED_COLOUR;
}

// The longest word of a street is the one least likely to be an abbreviation or typo'd
// in its first letters; a prefix of it finds the street even with a typo further on.
// The key is matched ignoring case (registers spell streets in capitals or title case).
// SAINT is left out: the register may spell it ST.
const UNSTABLE_WORDS = new Set(["SAINT", "STREET", "ROAD", "AVENUE", "TERRACE", "GARDENS", "CRESCENT"]);

export function streetKey(street: string): string {
  const words = street.toUpperCase().split(" ").filter((w) => w.length >= 3 && !UNSTABLE_WORDS.has(w));
  const longest = words.sort((a, b) => b.length - a.length)[0] ?? street.toUpperCase();
  return longest.slice(0, Math.max(3, Math.min(5, longest.length - 1)));
}

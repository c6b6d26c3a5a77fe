// Price Paid and Code-Point hold names in capitals; the demo shows them the way Royal Mail
// prints them ("Newcastle upon Tyne", "Ashton-under-Lyne", "St John's Road").

// Joining words stay lower case inside a name, as in the Royal Mail Postcode Address File.
const LOWER_CASE_WORDS = new Set(["UPON", "ON", "UNDER", "THE", "AND", "OF", "IN", "LE", "BY", "CUM", "EN", "NEXT", "SUPER", "DE", "LA"]);

function capitalise(part: string): string {
  if (/\d/.test(part)) return part.toUpperCase();
  if (/^MC[A-Z]{2,}$/.test(part)) return `Mc${part.charAt(2)}${part.slice(3).toLowerCase()}`;
  const [head = "", ...rest] = part.split("'");
  // O'Brien and D'Arcy capitalise after the apostrophe; St John's does not.
  if (head.length === 1 && rest.length > 0) return `${head.toUpperCase()}'${rest.map(capitalise).join("'")}`;
  const word = part.toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function formatWord(word: string, isFirst: boolean): string {
  return word
    .split("-")
    .map((part, index) => (!(isFirst && index === 0) && LOWER_CASE_WORDS.has(part) ? part.toLowerCase() : capitalise(part)))
    .join("-");
}

/** "NEWCASTLE UPON TYNE" → "Newcastle upon Tyne"; numbers such as "46A" stay as they are. */
export function formatPlaceName(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word, index) => formatWord(word.toUpperCase(), index === 0))
    .join(" ");
}

// Words kept lower-case inside a place name ("Newcastle upon Tyne", "Ashby de la Zouch").
const SMALL_WORDS: ReadonlySet<string> = new Set(["UPON", "ON", "THE", "OF", "AND", "IN", "BY", "UNDER", "LE", "LA", "DE", "EN"]);
const DIGIT_RE = /\d/;
const MC_RE = /^MC[A-Z]{2,}$/;
const HYPHEN = "-";
const SEGMENT_SEPARATOR = ", ";

/** "NEWCASTLE UPON TYNE" → "Newcastle upon Tyne"; "12A" and "NE3" keep their capitals. */
export function toTitleCase(text: string): string {
  return text.split(SEGMENT_SEPARATOR).map(titleCaseSegment).join(SEGMENT_SEPARATOR);
}

function titleCaseSegment(segment: string): string {
  return segment
    .split(" ")
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toUpperCase()) ? word.toLowerCase() : capitaliseWord(word)))
    .join(" ");
}

function capitaliseWord(word: string): string {
  return word.split(HYPHEN).map(capitalisePiece).join(HYPHEN);
}

function capitalisePiece(piece: string): string {
  const upper = piece.toUpperCase();
  if (DIGIT_RE.test(upper)) return upper;
  if (MC_RE.test(upper)) return `Mc${upper.charAt(2)}${upper.slice(3).toLowerCase()}`;
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

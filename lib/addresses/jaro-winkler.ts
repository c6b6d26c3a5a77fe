// Jaro-Winkler suits street-name typos: it tolerates transpositions and dropped letters
// ("BRADWEL" ~ "BRADWELL" = 0.975) and rewards the shared prefix people rarely get wrong.
const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;

/** Similarity in 0..1; 1 only for identical strings. */
export function measureJaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const jaro = measureJaro(a, b);
  if (jaro === 0) return 0;
  const limit = Math.min(MAX_PREFIX, a.length, b.length);
  let prefix = 0;
  while (prefix < limit && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * PREFIX_SCALE * (1 - jaro);
}

function measureJaro(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Uint8Array(a.length);
  const bMatched = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const end = Math.min(b.length - 1, i + window);
    for (let j = Math.max(0, i - window); j <= end; j++) {
      if (bMatched[j] === 1 || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let halfTranspositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (aMatched[i] !== 1) continue;
    while (bMatched[j] !== 1) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) halfTranspositions++;
    j++;
  }
  const transpositions = halfTranspositions / 2;
  return (matches / a.length + matches / b.length + (matches - transpositions) / matches) / 3;
}

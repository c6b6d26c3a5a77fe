import { BUILDING_WORDS, STOP_WORDS, STREET_TYPES } from "./street-vocabulary";

const STOP_WORD_WEIGHT = 0.25;
const DESCRIPTOR_WEIGHT = 0.5;

/**
 * How much a word identifies an address. "ROAD" or "COTTAGE" is shared by thousands of
 * addresses, so it should count for less than "BRADWELL" when similarity is summed.
 */
export function weighToken(token: string): number {
  if (STOP_WORDS.has(token)) return STOP_WORD_WEIGHT;
  if (STREET_TYPES.has(token) || BUILDING_WORDS.has(token)) return DESCRIPTOR_WEIGHT;
  return 1;
}

/**
 * Weights for the words of one name or street. A descriptor in first place, followed by
 * more words, is the name itself ("PARK ROAD", "GREEN LANE"), so it keeps full weight.
 */
export function weighWords(words: readonly string[]): { token: string; weight: number }[] {
  const leadingName = words.length > 1 && !STOP_WORDS.has(words[0] ?? "");
  return words.map((token, i) => ({ token, weight: i === 0 && leadingName ? 1 : weighToken(token) }));
}

// Identifiers derived from a hash of the thing they name, made unique by rehashing with an
// attempt counter. Keys are visited in sorted order, so who wins a collision never depends
// on row order.

export function assignUniqueIds(
  keys: readonly string[],
  deriveId: (key: string, attempt: number) => string,
  taken: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const assigned = new Map<string, string>();
  const used = new Set(taken);
  for (const key of [...keys].sort()) {
    for (let attempt = 0; ; attempt++) {
      const id = deriveId(key, attempt);
      if (!used.has(id)) {
        used.add(id);
        assigned.set(key, id);
        break;
      }
    }
  }
  return assigned;
}

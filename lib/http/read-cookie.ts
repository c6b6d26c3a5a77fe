// A Cookie header may carry the same name more than once (a stale cookie on another path,
// or a client's own junk) and values that are not valid percent-encoding: neither may
// throw. Every value of the name is returned, in order, at most `limit` of them.
export function readCookieValues(header: string | null | undefined, name: string, limit = 5): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const decoded = safeDecode(part.slice(eq + 1).trim());
    if (decoded !== undefined) values.push(decoded);
    if (values.length === limit) break;
  }
  return values;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

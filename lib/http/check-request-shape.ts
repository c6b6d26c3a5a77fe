// Requests Next itself would choke on (a 500 with a stack trace) are refused as 400s first.

/** A path whose percent-encoding does not decode (e.g. "/%ff-portfolio", invalid UTF-8). */
export function hasMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next-Router-State-Tree is sent by the client router as URI-encoded JSON (an array); Next
 * parses it and answers 500 when it cannot. A real browser never sends a malformed one.
 */
export function hasMalformedRouterState(headers: Headers): boolean {
  const value = headers.get("next-router-state-tree");
  if (value === null) return false;
  try {
    return !Array.isArray(JSON.parse(decodeURIComponent(value)));
  } catch {
    return true;
  }
}

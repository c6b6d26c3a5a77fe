// Who is asking, for the login limit. The server stamps the socket's peer address as the
// last X-Forwarded-For entry (lib/http/guard-incoming-requests.ts), so the chain always ends
// with an address nobody could write. Each trusted proxy in front appends the address it
// was called from, so with N trusted proxies the client is the entry N from the right;
// anything further left was written by the client and is ignored.
export function readClientAddress(forwardedFor: string | null | undefined, trustedProxyHops: number): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  const index = Math.max(0, chain.length - 1 - trustedProxyHops);
  return normaliseAddress(chain[index] ?? "unknown");
}

// "::ffff:10.0.0.1" and "10.0.0.1" are one client; so are an address and its bracketed,
// port-suffixed form. Addresses are cut to a sane length so junk cannot bloat the table.
function normaliseAddress(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  const bare = bracketed?.[1] ?? address;
  return bare.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1").toLowerCase().slice(0, 64);
}

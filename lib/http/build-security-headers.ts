// The page headers the proxy sets per request. Pure, so each rule is tested here.
// Scripts run only from this origin or with this request's nonce (Next puts the nonce on
// its own inline scripts when it finds it in the request's policy); 'strict-dynamic' lets
// those scripts load the app's chunks. Styles allow inline because Radix and maplibre set
// style attributes, which a nonce cannot cover. The map needs its tile host for images
// and fetches, and blob: workers.

export type SecurityHeaderInput = {
  nonce: string;
  /** The MAP_TILE_URL template, or "none". */
  tileUrl: string;
  https: boolean;
  development: boolean;
};

/** "https://{s}.tile.example.com/{z}/{x}/{y}.png" → "https://*.tile.example.com". */
export function readTileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl);
  return match?.[1]?.replace(/\{[^}]*\}/g, "*").toLowerCase();
}

export function buildContentSecurityPolicy({ nonce, tileUrl, https, development }: SecurityHeaderInput): string {
  const tiles = readTileOrigin(tileUrl);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(tiles ? [tiles] : []), ...(development ? ["ws:"] : [])],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

export function buildSecurityHeaders(input: SecurityHeaderInput): { "Content-Security-Policy": string; "Strict-Transport-Security"?: string } {
  return {
    "Content-Security-Policy": buildContentSecurityPolicy(input),
    ...(input.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

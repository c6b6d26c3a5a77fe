// The page headers the proxy sets per request. Pure, so each rule is tested here.
// Scripts run only from this origin or with this request's nonce (Next puts the nonce on
// its own inline scripts when it finds it in the request's policy); 'strict-dynamic' lets
// those scripts load the app's chunks. Styles allow inline because Radix and maplibre set
// style attributes, which a nonce cannot cover. Map tiles come from our own origin (the
// /api/os/maps proxy, decision 061), so images and fetches need no other host; the map
// needs blob: workers.

export type SecurityHeaderInput = {
  nonce: string;
  https: boolean;
  development: boolean;
};

export function buildContentSecurityPolicy({ nonce, https, development }: SecurityHeaderInput): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(development ? ["ws:"] : [])],
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

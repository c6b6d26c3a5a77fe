/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The deployable build: <distDir>/standalone runs without node_modules or dev
  // dependencies; `npm run build` completes it (scripts/build-standalone.ts, docs/deployment.md).
  // npm start serves the checkout with `next start`, which warns about a standalone config,
  // so it builds and starts with NEXT_STANDALONE=off.
  output: process.env.NEXT_STANDALONE === "off" ? undefined : "standalone",
  // `npm test` type-checks the whole tree (tsc --noEmit); skipping it here halves start-up builds.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  experimental: {
    // Next 16.4 keeps Turbopack's work in <distDir>/cache after each build by default, to
    // reuse in the next one. Writing it took 11-12 s of each cold build on the 2-core CI
    // machine (36.9 s with it, 29.3 s without, decision 154), and every build there (CI's
    // two, a first npm start) is cold; a rebuild after a source change takes the full build.
    turbopackFileSystemCacheForBuild: false,
  },
  // Native drivers are loaded by Node at run time, not bundled.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg", "puppeteer-core"],
  // Each test/dev server may set its own build folder so parallel runs do not collide.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Spec §2: "/" redirects at once to /search, before any page or session check runs.
  async redirects() {
    return [{ source: "/", destination: "/search", permanent: false }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          // The app uses none of these; a page that is somehow made to ask gets refused.
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        ],
      },
    ];
  },
};

export default nextConfig;

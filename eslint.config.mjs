import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

// Component zones (ARCHITECTURE.md "Layout"): a feature folder components/<feature>/ imports
// its own files, the shared folders ui/, forms/ and property/, and lib/; never another
// feature's folder, so a feature can be moved or deleted alone. ui/ is the bottom layer and
// imports only itself. shell/ and providers/ are features like the rest: they need nothing
// but ui/ and lib/, so they get no exception (app/ composes them with the screens).
const SHARED_COMPONENT_FOLDERS = ["ui", "forms", "property"];
const componentFolders = readdirSync(new URL("./components", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const componentZones = componentFolders.map((folder) => {
  const allowed = folder === "ui" ? ["ui"] : [...new Set([...SHARED_COMPONENT_FOLDERS, folder])];
  return {
    files: [`components/${folder}/**/*.ts`, `components/${folder}/**/*.tsx`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/components/(?!(${allowed.join("|")})/)`,
              message: folder === "ui" ? "components/ui/ is the bottom layer: it imports only ui/ and lib/." : `components/${folder}/ may import only its own folder, ui/, forms/, property/ and lib/; move a shared piece to one of those.`,
            },
            { group: ["../*"], message: "Import another components folder by its @/components/… path, so the zone rule can see it." },
            { group: ["@/app/*"], message: "components/ must not import from app/." },
          ],
          // One way to fetch (bulletproof-react's api layer): components use the hooks over
          // lib/<feature>/api.ts's queries and mutations, never the transport itself.
          paths: [{ name: "@/lib/http/api-fetch", importNames: ["apiFetch", "apiRequest"], message: "Call the API through lib/<feature>/api.ts (useQuery/useMutation), not apiFetch." }],
        },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "Call the API through lib/<feature>/api.ts (useQuery/useMutation), not fetch." }],
    },
  };
});

export default tseslint.config(
  { ignores: [".next/**", ".next-e2e*/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "public/**", "data/**"] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Test helpers named use* (useTestDatabase, Playwright fixtures) are not React hooks.
    files: ["tests/**", "e2e/**", "**/*.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // One-way imports (ARCHITECTURE.md): lib never imports app or components.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ must not import from app/ or components/." }] }],
    },
  },
  {
    // Only lib/env.ts reads the environment (scripts and configs run outside the app).
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through getEnv() in lib/env.ts." }] },
  },
  {
    // Database access is a layer: the client, the SQL helpers in lib/db and the generated
    // Prisma code are imported only by server-only files (*.server.ts, which start with
    // `import "server-only"`), by lib/db itself, the importers, the demo generator, the data's
    // version and kept counts (which imports write and requests read), scripts, benchmarks and
    // tests. Model types (`import type` from lib/generated) are plain shapes.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["**/*.server.ts", "lib/db/**", "lib/import/**", "lib/demo/**", "lib/data-version/**", "scripts/**", "bench/**", "tests/**", "e2e/**", "**/*.test.ts", "*.config.ts", "app/**/route.ts", "app/**/page.tsx", "app/**/layout.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["@/lib/db/*", "**/lib/db/*"], message: "Database code lives in *.server.ts files (import \"server-only\") or lib/db; call one of those." },
        { group: ["@/lib/generated/*", "**/lib/generated/*"], allowTypeImports: true, message: "Prisma queries live in *.server.ts files; elsewhere import model types only (import type)." },
        { group: ["@prisma/*", "pg", "better-sqlite3"], message: "Database drivers are lib/db's." },
      ] }],
    },
  },
  {
    // Handlers and server components take the request's client (getDb) to hand to a lib
    // function; the queries themselves live in lib's *.server.ts files.
    files: ["app/**/route.ts", "app/**/page.tsx", "app/**/layout.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", {
        paths: [{ name: "@/lib/db/client", importNames: ["createDb", "setDb", "providerOfDb", "Db"], message: "Handlers take getDb() and pass it to a lib function." }],
        patterns: [
          { group: ["@/lib/db/*", "!@/lib/db/client"], message: "Database code lives in lib's *.server.ts files; call one of those." },
          { group: ["@/lib/generated/*"], allowTypeImports: true, message: "Prisma queries live in lib's *.server.ts files." },
          { group: ["@prisma/*", "pg", "better-sqlite3"], message: "Database drivers are lib/db's." },
        ],
      }],
      "no-restricted-syntax": ["error", { selector: "MemberExpression[object.callee.name='getDb']", message: "Pass getDb() to a lib function; handlers do not query." }],
    },
  },
  {
    // Journeys share one page per worker, reset between tests (e2e/fixtures.ts, decision
    // 154): Playwright's own `test` would open a page per test again.
    files: ["e2e/**/*.spec.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "@playwright/test", message: "Import test, expect and types from ./fixtures." }] }] },
  },
  ...componentZones,
);

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

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
);

import path from "node:path";

export type Provider = "sqlite" | "postgres";

export function providerOf(url: string): Provider {
  if (url.startsWith("file:")) return "sqlite";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgres";
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url.split(":")[0]}:"`);
}

/** "file:./data/app.db" → absolute path; relative paths resolve from the working directory. */
export function sqliteFilePath(url: string): string {
  const file = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  return path.resolve(file);
}

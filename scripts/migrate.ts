// npm run db:migrate: applies pending migrations to DATABASE_URL (default data/app.db).
import { applyMigrations } from "@/lib/db/apply-migrations";
import { getEnv } from "@/lib/env";

const url = getEnv().DATABASE_URL;
applyMigrations(url).then(
  (ran) => console.log(ran.length ? `applied ${ran.length} migration(s): ${ran.join(", ")}` : "database is up to date"),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

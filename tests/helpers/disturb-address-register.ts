import type { Db } from "@/lib/db/client";

/**
 * Disturbs a loaded address register (by each UPRN's last digit) so that UPRN linking has
 * every kind of work: street typos, `RD` for `ROAD` in lower case, streets moved to the
 * locality, and rival addresses (the same address in another town under a new UPRN).
 */
export async function disturbAddressRegister(db: Db): Promise<void> {
  const last = `substr("uprn", length("uprn"), 1)`;
  await db.$executeRawUnsafe(`UPDATE "Address" SET "street" = "street" || 'S' WHERE ${last} IN ('0', '1') AND "street" IS NOT NULL`);
  await db.$executeRawUnsafe(`UPDATE "Address" SET "street" = lower(replace("street", 'ROAD', 'RD')) WHERE ${last} = '2'`);
  await db.$executeRawUnsafe(`UPDATE "Address" SET "locality" = "street", "street" = NULL WHERE ${last} = '3'`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Address" ("uprn", "saon", "paon", "street", "locality", "town", "postcode", "singleLine", "source", "period")
    SELECT '9' || "uprn", "saon", "paon", "street", "locality", 'ELSEWHERE', "postcode", "singleLine", "source", "period" FROM "Address" WHERE ${last} = '4'`);
}

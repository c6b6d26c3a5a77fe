import { DataSourceLabel } from "@/components/property/data-source-label";
import type { EpcSource } from "@/lib/epc/schemas";

const names: Record<Exclude<EpcSource, "demo">, string> = {
  "epc-register": "EPC register (our import)",
  "epc-live": "EPC register (live)",
};

/** Where a certificate comes from: our import of the register, the live register, or synthetic demo data. */
export function EpcSourceLabel({ source }: { source: EpcSource }) {
  if (source === "demo") return <DataSourceLabel source="demo" period="" />;
  return <span className="text-xs text-muted-foreground">Source: {names[source]}</span>;
}

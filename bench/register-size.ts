// The address register against the addresses the bundle holds (issue 9 item 6): every
// distinct Price Paid address should be findable by address, UPRN and matching. Prints the
// bundled addresses, what the register held before (only postcodes with a Code-Point
// centroid), what lib/demo places now (exact, approximate by sector or outward code, or with
// no point), and the Address rows this database holds.
import type { Db } from "@/lib/db/client";
import { groupSalesByAddress } from "@/lib/demo/group-sales-by-address";
import { locateAddress } from "@/lib/demo/locate-address";
import { readDemoInput } from "@/lib/demo/read-demo-input";
import { getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { heading } from "./bench-db";

const share = (count: number, total: number) => `${count.toLocaleString("en-GB")} (${total ? ((count / total) * 100).toFixed(1) : "0.0"}%)`;

export async function benchRegisterSize(db: Db) {
  heading("Address register vs bundled addresses");
  const input = await readDemoInput(db);
  const { groups } = groupSalesByAddress(input.sales);
  const placed = { exact: 0, sector: 0, outcode: 0, none: 0 };
  for (const group of groups) {
    const location = locateAddress(group.parts.postcode, input.centroids);
    const sector = getPostcodeSector(group.parts.postcode);
    if (!location) placed.none++;
    else if (!location.approximate) placed.exact++;
    else if (sector && input.centroids.sectors.has(sector)) placed.sector++;
    else placed.outcode++;
  }
  const bundled = groups.length;
  const [rows, approximate, withoutPoint] = await Promise.all([
    db.address.count(),
    db.address.count({ where: { locationApproximate: true } }),
    db.address.count({ where: { latitude: null } }),
  ]);
  console.log(`bundled Price Paid addresses (distinct, with a postcode): ${bundled.toLocaleString("en-GB")}`);
  console.log(`before (e13df1e: only addresses whose postcode has a Code-Point centroid): ${share(placed.exact, bundled)}`);
  console.log(`after (lib/demo now: every address): ${share(bundled, bundled)}`);
  console.log(`  exact point ${share(placed.exact, bundled)}; approximate, sector centroid ${share(placed.sector, bundled)}; approximate, outward code centroid ${share(placed.outcode, bundled)}; no point (no Code-Point file bundled for the area) ${share(placed.none, bundled)}`);
  console.log(`register in this database: ${rows.toLocaleString("en-GB")} Address rows (${share(approximate, rows)} approximate, ${share(withoutPoint, rows)} without a point)`);
}

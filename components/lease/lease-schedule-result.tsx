import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AnalysedLease, LeaseAnalysis } from "@/lib/lease/analyse-leases";
import { formatDate, formatGbp, formatNumber } from "@/lib/format/format";
import { Figure } from "./figure";

const STATUS: Record<AnalysedLease["status"], string> = { current: "Current", "not-started": "Not yet started", expired: "Expired" };
const yrs = (value: number | null) => (value === null ? "—" : `${value.toFixed(2)} yrs`);

/** The WAULT figures with their sums, and the schedule as at the valuation date. */
export function LeaseScheduleResult({ result }: { result: LeaseAnalysis }) {
  const rent = formatGbp(result.totalRent);
  return (
    <section aria-labelledby="lease-schedule-result" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="lease-schedule-result" className="text-lg font-semibold">
        Tenancy schedule as at {formatDate(result.valuationDate)}
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3">
        <Figure label="WAULT to expiry" value={yrs(result.waultToExpiry)} detail={`Σ(rent × years to expiry) ${formatNumber(result.rentYearsToExpiry)} ÷ ${rent}`} />
        <Figure label="WAULT to break" value={yrs(result.waultToBreak)} detail={`Σ(rent × years to first break or expiry) ${formatNumber(result.rentYearsToBreak)} ÷ ${rent}`} />
        <Figure label="Rent passing" value={rent} detail={result.totalAreaM2 !== null ? `${formatNumber(result.totalAreaM2)} m² let` : "Area not given for every lease"} />
      </div>
      <Card>
        <CardContent className="overflow-x-auto pt-5">
          <Table>
            <TableCaption>
              Years are days ÷ 365.25, to 2 places, from the valuation date. The WAULT weighs each lease not yet expired by its rent; a lease without a break counts to expiry in
              the WAULT to break. Expired leases are listed but not counted.
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Tenant</TableHead>
                <TableHead scope="col">Status</TableHead>
                <TableHead scope="col" className="text-right">Rent</TableHead>
                <TableHead scope="col" className="text-right">Area (m²)</TableHead>
                <TableHead scope="col">Expiry</TableHead>
                <TableHead scope="col" className="text-right">Unexpired</TableHead>
                <TableHead scope="col">Next break</TableHead>
                <TableHead scope="col">Next review</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.leases.map((lease, index) => (
                <TableRow key={`${lease.tenant}-${index}`}>
                  <TableCell className="min-w-36 font-medium">{lease.tenant}</TableCell>
                  <TableCell>{STATUS[lease.status]}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGbp(lease.rentPerYear)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(lease.areaM2)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(lease.expiry)}</TableCell>
                  <TableCell className="text-right tabular-nums">{yrs(lease.unexpiredYears)}</TableCell>
                  <TableCell className="whitespace-nowrap">{lease.nextBreak ? `${formatDate(lease.nextBreak)} (${yrs(lease.yearsToBreak)})` : "None"}</TableCell>
                  <TableCell className="whitespace-nowrap">{lease.nextReview ? `${formatDate(lease.nextReview)} (${yrs(lease.yearsToReview)})` : "None"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </section>
  );
}

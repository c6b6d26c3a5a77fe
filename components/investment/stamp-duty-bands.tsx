import { SDLT_BASIS_DESCRIPTIONS, SDLT_SOURCE, type SdltResult } from "@/lib/investment/calculate-sdlt";
import { formatGbp } from "@/lib/format/format";

function bandRange(fromPounds: number, toPounds: number | null): string {
  if (toPounds === null) return `Above ${formatGbp(fromPounds, { pence: "if-any" })}`;
  if (fromPounds === 0) return `Up to ${formatGbp(toPounds, { pence: "if-any" })}`;
  return `${formatGbp(fromPounds + 1, { pence: "if-any" })}–${formatGbp(toPounds, { pence: "if-any" })}`;
}

/** The bands behind the stamp duty figure: every band of the rates used, the tax in each, and the source. */
export function StampDutyBands({ result }: { result: SdltResult }) {
  return (
    <div className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2 text-xs">
      <table className="w-full">
        <caption className="sr-only">Stamp duty bands used</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Band
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rates.map((band, index) => {
            const charge = result.bands[index];
            return (
              <tr key={band.fromPounds} className={charge ? "" : "text-muted-foreground"}>
                <td className="py-0.5">{bandRange(band.fromPounds, band.toPounds)}</td>
                <td className="py-0.5 text-right">{band.ratePercent}%</td>
                <td className="py-0.5 text-right tabular-nums">{formatGbp(charge?.taxPounds ?? 0, { pence: "if-any" })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-muted-foreground">{SDLT_BASIS_DESCRIPTIONS[result.basis]}</p>
      {result.note ? <p className="text-muted-foreground">{result.note}</p> : null}
      <p className="text-muted-foreground">
        Source:{" "}
        <a href={SDLT_SOURCE.url} target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-foreground">
          {SDLT_SOURCE.title}
        </a>
      </p>
    </div>
  );
}

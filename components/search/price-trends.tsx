"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { formatGbp, formatMonthYear } from "@/lib/format/format";
import type { TrendPoint } from "@/lib/property/schemas";

// chart.js loads only when the Price Trends tab is opened.
const PriceTrendChart = dynamic(() => import("./price-trend-chart"), { ssr: false, loading: () => <Skeleton className="h-72 w-full" /> });

export function PriceTrends({ points }: { points: TrendPoint[] }) {
  if (!points.length) return <p className="py-10 text-center text-muted-foreground">No price trend data available</p>;
  const prices = points.map((p) => p.average);
  const min = prices.reduce((a, b) => Math.min(a, b));
  const max = prices.reduce((a, b) => Math.max(a, b));
  return (
    <div className="grid gap-3">
      <div className="h-72">
        <PriceTrendChart points={points} />
      </div>
      <p className="text-sm text-muted-foreground">
        Range: {formatGbp(min)} – {formatGbp(max)} · average sale price per month, {formatMonthYear(points[0]?.month)} to {formatMonthYear(points[points.length - 1]?.month)}
      </p>
      <table className="sr-only">
        <caption>Average sale price by month</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{formatMonthYear(p.month)}</th>
              <td>{formatGbp(p.average)}</td>
              <td>{p.count} sales</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

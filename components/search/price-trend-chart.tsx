"use client";
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatGbp, formatMonthYear } from "@/lib/format/format";
import type { TrendPoint } from "@/lib/property/schemas";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export default function PriceTrendChart({ points }: { points: TrendPoint[] }) {
  return (
    <Bar
      aria-label="Average sale price by month"
      role="img"
      data={{
        labels: points.map((p) => formatMonthYear(p.month)),
        datasets: [{ label: "Average price", data: points.map((p) => p.average), backgroundColor: "rgba(37, 99, 235, 0.7)", borderRadius: 4 }],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `${formatGbp(Number(item.raw))} (${points[item.dataIndex]?.count ?? 0} sales)`,
            },
          },
        },
        scales: { y: { ticks: { callback: (value) => formatGbp(Number(value)) } } },
      }}
    />
  );
}

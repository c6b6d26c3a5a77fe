"use client";
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { Chart } from "react-chartjs-2";
import { formatGbp, formatMonthYear } from "@/lib/format/format";
import type { MonthPoint } from "@/lib/trends/compute-trends";

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export default function TrendsChart({ series }: { series: MonthPoint[] }) {
  return (
    <Chart
      type="bar"
      role="img"
      aria-label="Median price and number of sales by month"
      data={{
        labels: series.map((p) => formatMonthYear(p.month)),
        datasets: [
          { type: "line", label: "Median price", data: series.map((p) => p.medianPrice), borderColor: "rgb(37, 99, 235)", backgroundColor: "rgb(37, 99, 235)", yAxisID: "price", tension: 0.25 },
          { type: "line", label: "Average price", data: series.map((p) => p.averagePrice), borderColor: "rgb(147, 51, 234)", backgroundColor: "rgb(147, 51, 234)", yAxisID: "price", borderDash: [4, 4], tension: 0.25 },
          { type: "bar", label: "Sales", data: series.map((p) => p.volume), backgroundColor: "rgba(16, 185, 129, 0.45)", yAxisID: "volume" },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        scales: {
          price: { position: "left", ticks: { callback: (v) => formatGbp(Number(v)) } },
          volume: { position: "right", grid: { drawOnChartArea: false }, title: { display: true, text: "Sales" } },
        },
      }}
    />
  );
}

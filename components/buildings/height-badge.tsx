import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { classifyHeight, type HeightClass } from "@/lib/buildings/classify-height";
import { formatHeight } from "./format-building";

// §9: low-rise green, mid-rise yellow, high-rise red.
const classStyles: Record<HeightClass, { label: string; className: string }> = {
  "low-rise": { label: "Low-rise", className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" },
  "mid-rise": { label: "Mid-rise", className: "bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50" },
  "high-rise": { label: "High-rise", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
};

/** A building's height with its class, coloured by class. */
export function HeightBadge({ metres }: { metres: number }) {
  const heightClass = classifyHeight(metres);
  const style = classStyles[heightClass];
  return (
    <Badge variant="outline" data-height-class={heightClass} className={cn("border-transparent", style.className)}>
      {formatHeight(metres)} · {style.label}
    </Badge>
  );
}

import { getRatingColour } from "@/lib/epc/rating-colour";

/** A rating letter in its band colour (A green … G red, anything else grey), with its points. */
export function RatingBadge({ label, rating, points }: { label: string; rating: string | null; points: number | null }) {
  const colour = getRatingColour(rating);
  const letter = rating ?? "N/A";
  return (
    <div className="flex items-center gap-2">
      <span
        data-testid="epc-rating"
        aria-label={`${label} ${letter}`}
        className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-lg font-bold"
        style={{ backgroundColor: colour.background, color: colour.text }}
      >
        {letter}
      </span>
      <div className="text-sm leading-tight">
        <p className="text-muted-foreground">{label}</p>
        <p className="font-medium">{points === null ? "No points recorded" : `${points} points`}</p>
      </div>
    </div>
  );
}

import { ExternalLink, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buildMapsUrl } from "@/lib/portfolio/describe-portfolio-rows";

/**
 * Map View and Street View: a maps search for address plus postcode in a new tab (spec §2.4).
 * `compact` shows the icons only (a wide table); the names stay for screen readers and as tooltips.
 */
export function MapsLinks({ address, postcode, compact = false }: { address: string; postcode: string; compact?: boolean }) {
  const links = [
    { view: "map", label: "Map View", icon: MapPin },
    { view: "street", label: "Street View", icon: ExternalLink },
  ] as const;
  return (
    <>
      {links.map(({ view, label, icon: Icon }) => (
        <Button key={view} asChild variant="ghost" size={compact ? "icon" : "sm"} className={compact ? "size-8" : undefined}>
          <a href={buildMapsUrl(address, postcode, view)} target="_blank" rel="noopener noreferrer" aria-label={`${label} of ${address} (opens in a new tab)`} title={compact ? label : undefined}>
            <Icon aria-hidden />
            {compact ? null : label}
          </a>
        </Button>
      ))}
    </>
  );
}

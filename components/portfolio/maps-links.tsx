import { ExternalLink, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buildMapsUrl } from "@/lib/portfolio/describe-portfolio-rows";

/** Map View and Street View: a maps search for address plus postcode in a new tab (spec §2.4). */
export function MapsLinks({ address, postcode }: { address: string; postcode: string }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <a href={buildMapsUrl(address, postcode, "map")} target="_blank" rel="noopener noreferrer" aria-label={`Map View of ${address} (opens in a new tab)`}>
          <MapPin aria-hidden />
          Map View
        </a>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href={buildMapsUrl(address, postcode, "street")} target="_blank" rel="noopener noreferrer" aria-label={`Street View of ${address} (opens in a new tab)`}>
          <ExternalLink aria-hidden />
          Street View
        </a>
      </Button>
    </>
  );
}

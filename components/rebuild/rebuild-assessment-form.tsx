"use client";
import { Calculator } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AddressFinder } from "@/components/forms/address-finder";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import type { RebuildRequest } from "@/lib/rebuild/api";
import { BUILD_PERIOD_LABELS, PROPERTY_TYPE_LABELS } from "@/lib/rebuild/report-labels";
import { BUILD_PERIODS, REBUILD_PROPERTY_TYPES, type BuildPeriod, type RebuildPropertyType } from "@/lib/rebuild/schemas";

// Spec part 1 §5 and §2.
const BLANK_UPRN = "Please enter a valid UPRN";
const NO_UPRN_FOR_ADDRESS = "UPRN lookup from an address needs additional integration: this address has no UPRN in our register. Enter the UPRN instead.";
const FROM_DATA = "from-data";

const typeOptions = [{ value: FROM_DATA, label: "From our data" }, ...REBUILD_PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] ?? value }))];
const periodOptions = [{ value: FROM_DATA, label: "From our data" }, ...BUILD_PERIODS.map((value) => ({ value, label: BUILD_PERIOD_LABELS[value] ?? value }))];

/** The UPRN (typed or filled by the address finder) and, optionally, what our data lacks. */
export function RebuildAssessmentForm({ busy, onSubmit }: { busy: boolean; onSubmit: (request: RebuildRequest) => void }) {
  const [uprn, setUprn] = useState("");
  const [floorArea, setFloorArea] = useState("");
  const [propertyType, setPropertyType] = useState<string>(FROM_DATA);
  const [buildPeriod, setBuildPeriod] = useState<string>(FROM_DATA);

  function chooseAddress(details: AddressDetails) {
    if (details.uprn) {
      setUprn(details.uprn);
      return;
    }
    setUprn("");
    toast({ title: "UPRN not found", description: NO_UPRN_FOR_ADDRESS });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // §5: blank is a toast; no other check on the client (the server answers 400).
    const id = uprn.trim();
    if (!id) {
      toast({ title: "Error", description: BLANK_UPRN, variant: "destructive" });
      return;
    }
    onSubmit({
      id,
      floorArea,
      propertyType: propertyType === FROM_DATA ? "" : (propertyType as RebuildPropertyType),
      buildPeriod: buildPeriod === FROM_DATA ? "" : (buildPeriod as BuildPeriod),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Assess the rebuild cost">
      <AddressFinder onSelect={chooseAddress} description="Choosing an address fills in its UPRN from our address register." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField id="rebuild-uprn" label="UPRN" placeholder="e.g. 100000123456" value={uprn} onChange={(e) => setUprn(e.target.value)} inputMode="numeric" autoComplete="off" />
        <TextField id="rebuild-floor-area" label="Floor area (m², optional)" placeholder="From the EPC" value={floorArea} onChange={(e) => setFloorArea(e.target.value)} inputMode="decimal" autoComplete="off" />
        <SelectField id="rebuild-property-type" label="Property type" value={propertyType} onValueChange={setPropertyType} options={typeOptions} />
        <SelectField id="rebuild-build-period" label="Build period" value={buildPeriod} onValueChange={setBuildPeriod} options={periodOptions} />
      </div>
      <p className="text-xs text-muted-foreground">The floor area, if you enter one, is the gross external area (measured to the outside of the walls). Left blank, it is derived from the EPC.</p>
      <div>
        <SubmitButton busy={busy} busyText="Assessing..." icon={<Calculator aria-hidden />}>
          Assess Rebuild Cost
        </SubmitButton>
      </div>
    </form>
  );
}

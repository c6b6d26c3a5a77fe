"use client";
import { Info, TriangleAlert } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PartialLoad } from "@/lib/import/list-partial-loads";
import { describePartialLoad } from "./describe-partial-load";

// The open data licences ask for these lines wherever the data is shown.
const attributions = [
  "Contains HM Land Registry data © Crown copyright and database right 2022. This data is licensed under the Open Government Licence v3.0.",
  "Contains OS data © Crown copyright and database right 2014; Contains Royal Mail data © Royal Mail copyright and database right 2014; Contains National Statistics data © Crown copyright and database right 2014.",
  "Contains public sector information (police.uk) licensed under the Open Government Licence v3.0.",
  "Historic England conservation areas and listed buildings: © Historic England, licensed under the Open Government Licence v3.0. Contains OS data © Crown copyright and database right.",
  "Boundaries: Source: Office for National Statistics licensed under the Open Government Licence v3.0. Contains OS data © Crown copyright and database right.",
];

const datasets = [
  ["HM Land Registry Price Paid Data", "Newcastle area Jan–Sep 2022; Greater Manchester houses Jan–Sep 2019; Midlands monthly-update rows"],
  ["OS Code-Point Open", "NE and M postcode areas, August 2014 (postcodes created since have no location)"],
  ["police.uk street-level crime", "Newcastle upon Tyne, June 2013 – June 2014"],
  ["Historic England", "Trafford conservation areas and listed buildings"],
  ["Demo layers (synthetic)", "UPRNs, EPC certificates, listings, rents, building heights, title ownership and the Northbank portfolio, generated from the real addresses and labelled “Demo data” wherever shown"],
];

/** `partialLoads`: read on the server (layout, after the session check) from DatasetLoad. */
export function AboutData({ partialLoads }: { partialLoads: PartialLoad[] }) {
  return (
    <Dialog>
      <DialogTrigger className="mx-3 mb-4 flex items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-xs text-muted-foreground hover:bg-accent hover:text-accent-foreground">
        <Info className="size-3.5" aria-hidden /> About the data
        {partialLoads.length ? <TriangleAlert className="size-3.5 text-amber-600" aria-hidden /> : null}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>About the data</DialogTitle>
          <DialogDescription>What this installation holds, the period each dataset covers, and its licence.</DialogDescription>
        </DialogHeader>
        {partialLoads.length ? (
          <section aria-label="Partial loads" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
            <h3 className="flex items-center gap-1.5 font-medium">
              <TriangleAlert className="size-4 text-amber-600" aria-hidden /> Partial load: some rows are missing
            </h3>
            <ul className="mt-1 grid gap-1 text-muted-foreground">
              {partialLoads.map((load) => (
                <li key={load.label}>{describePartialLoad(load)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <dl className="grid gap-2 text-sm">
          {datasets.map(([name, coverage]) => (
            <div key={name}>
              <dt className="font-medium">{name}</dt>
              <dd className="text-muted-foreground">{coverage}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
          {attributions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

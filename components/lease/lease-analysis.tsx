"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LeaseExtension } from "./lease-extension";
import { LeaseSchedule } from "./lease-schedule";

/** The Lease screen (issue 14): commercial lease analysis and residential lease extension. */
export function LeaseAnalysis() {
  return (
    <Tabs defaultValue="commercial">
      <TabsList aria-label="Lease tools" className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
        <TabsTrigger value="commercial" className="whitespace-normal sm:whitespace-nowrap">
          Commercial leases
        </TabsTrigger>
        <TabsTrigger value="extension" className="whitespace-normal sm:whitespace-nowrap">
          Lease extension
        </TabsTrigger>
      </TabsList>
      <TabsContent value="commercial">
        <LeaseSchedule />
      </TabsContent>
      <TabsContent value="extension">
        <LeaseExtension />
      </TabsContent>
    </Tabs>
  );
}

"use client";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { PortfolioComplianceView } from "./portfolio-compliance";
import { PropertyComplianceView } from "./property-compliance";

/** Compliance by property (a UPRN) or by portfolio (a client's name in its address). */
export function ComplianceScreen() {
  const [uprnInput, setUprnInput] = useState("");
  const [clientInput, setClientInput] = useState("");
  const [uprn, setUprn] = useState<string | null>(null);
  const [client, setClient] = useState<string | null>(null);

  const checkProperty = (event: FormEvent) => {
    event.preventDefault();
    setUprn(uprnInput.trim() || null);
  };
  const checkPortfolio = (event: FormEvent) => {
    event.preventDefault();
    setClient(clientInput.trim().toLowerCase() || null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <form onSubmit={checkProperty} aria-label="Check a property" className="flex items-end gap-2">
          <TextField id="compliance-uprn" label="Property UPRN" inputMode="numeric" value={uprnInput} onChange={(e) => setUprnInput(e.target.value)} />
          <Button type="submit">Check property</Button>
        </form>
        <form onSubmit={checkPortfolio} aria-label="Check a portfolio" className="flex items-end gap-2">
          <TextField id="compliance-client" label="Portfolio (client)" placeholder="e.g. northbank" value={clientInput} onChange={(e) => setClientInput(e.target.value)} />
          <Button type="submit">Check portfolio</Button>
        </form>
      </div>
      {client ? <PortfolioComplianceView client={client} onOpen={(next) => { setUprn(next); setUprnInput(next); }} /> : null}
      {uprn ? <PropertyComplianceView uprn={uprn} /> : null}
    </div>
  );
}

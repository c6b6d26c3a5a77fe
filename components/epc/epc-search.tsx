"use client";
import { useQuery } from "@tanstack/react-query";
import { Search as SearchIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { epcQueries, type EpcSearch as EpcSearchTerm } from "@/lib/epc/api";
import { EpcResult } from "./epc-result";

type Kind = EpcSearchTerm["kind"];

// Spec part 2 §5 and §8.
const BLANK_MESSAGE: Record<Kind, string> = { uprn: "Please enter a valid UPRN", postcode: "Please enter a valid postcode" };
const FAILURE_MESSAGE = "Error searching EPC register. Please check your search term and try again.";

/** EPC Register Search (spec part 2 §2.1): one term kept across the two tabs, searched when submitted. */
export function EpcSearch() {
  const [kind, setKind] = useState<Kind>("uprn");
  const [term, setTerm] = useState("");
  const [search, setSearch] = useState<EpcSearchTerm | null>(null);
  const results = useQuery({ ...epcQueries.search(search ?? { kind: "uprn", term: "0" }), enabled: search !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) {
      toast({ variant: "destructive", title: "Error", description: BLANK_MESSAGE[kind] });
      return;
    }
    setSearch({ kind, term: trimmed });
  }

  const busy = search !== null && results.isFetching;
  const form = (id: Kind, label: string, placeholder: string) => (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={`EPC search by ${id === "uprn" ? "UPRN" : "postcode"}`}>
      <TextField id={`epc-${id}`} label={label} placeholder={placeholder} value={term} onChange={(e) => setTerm(e.target.value)} />
      <SubmitButton busy={busy} busyText="Searching..." icon={<SearchIcon aria-hidden />}>
        Search EPC
      </SubmitButton>
    </form>
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="pt-5">
          <Tabs value={kind} onValueChange={(value) => setKind(value as Kind)}>
            <TabsList aria-label="Search the EPC register by">
              <TabsTrigger value="uprn">Search by UPRN</TabsTrigger>
              <TabsTrigger value="postcode">Search by Postcode</TabsTrigger>
            </TabsList>
            <TabsContent value="uprn">{form("uprn", "UPRN", "Enter UPRN (e.g. 100023336956)")}</TabsContent>
            <TabsContent value="postcode">{form("postcode", "Postcode", "Enter postcode (e.g. NE3 3LJ)")}</TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      {search === null || results.isPending ? null : results.isError ? (
        <QueryError title={FAILURE_MESSAGE} error={results.error} />
      ) : (
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle>EPC Search Results</CardTitle>
            <p className="text-sm text-muted-foreground">
              Found {results.data.total} Energy Performance Certificates
              {results.data.total > results.data.rows.length ? ` (showing the newest ${results.data.rows.length})` : ""}
            </p>
          </CardHeader>
          <CardContent>
            {results.data.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">No EPC certificates found for this search.</p>
            ) : (
              <ul className="grid gap-3" aria-label="Energy Performance Certificates">
                {results.data.rows.map((row) => (
                  <EpcResult key={row.certificate_number} row={row} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ListChecks, Pencil, Plus, Search, Sparkles, Trash2, Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { formatDate, formatGbp } from "@/lib/format/format";
import { errorMessage } from "@/lib/http/api-fetch";
import { JOB_REFRESH_AFTER_START_MS, SEARCH_JOBS_PATH, portfolioMutations, portfolioQueries, type ChargedProperty, type ValidationResponse } from "@/lib/portfolio/api";
import { describeMissingOwner, describeMissingSalePrice, describeMoreSales, isSelectableCorrection, pickAddressesToValidate, pickFuzzyCandidates } from "@/lib/portfolio/describe-portfolio-rows";
import { AddChargedPropertyDialog } from "./add-charged-property-dialog";
import { BulkValidationPanel } from "./bulk-validation-panel";
import { InlineAddressEditor } from "./inline-address-editor";
import { ListSearch, SearchNote } from "./list-search";
import { MapsLinks } from "./maps-links";
import { OwnershipSearchPanel } from "./ownership-search-panel";

type Editing = { id: string; mode: "edit" | "correct" } | null;

function ProprietorCell({ row, onSearch, disabled }: { row: ChargedProperty; onSearch: () => void; disabled: boolean }) {
  const missing = describeMissingOwner(row);
  if (!missing) {
    return (
      <div className="grid gap-1">
        <span className="font-medium">{row.currentProprietor}</span>
        <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          {row.proprietorType ? <Badge variant="secondary">{row.proprietorType}</Badge> : null}
          {row.titleNumber}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {missing === "Not Found" ? <Badge variant="outline">Not Found</Badge> : <span className="text-sm text-muted-foreground">{missing}</span>}
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={(e) => (e.stopPropagation(), onSearch())} aria-label={`Search ownership of ${row.address}`}>
        <Search aria-hidden />
        Search
      </Button>
    </div>
  );
}

export function ChargedPropertiesTab({ client }: { client: string }) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [adding, setAdding] = useState(false);
  const [selectedForSearch, setSelectedForSearch] = useState<Set<string>>(new Set());
  const [panelOpen, setPanelOpen] = useState(false);
  const [validation, setValidation] = useState<ValidationResponse | null>(null);
  const [selectedCorrections, setSelectedCorrections] = useState<Set<string>>(new Set());

  const list = useQuery(portfolioQueries.chargedProperties(client, term));
  const needing = useQuery(portfolioQueries.needingSearch(client));
  const jobs = useQuery(portfolioQueries.jobs(client));
  const running = jobs.data?.jobs.some((job) => job.status === "in_progress") ?? false;

  // When the last running job ends, its results are in the rows: read them again.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      for (const query of [portfolioQueries.chargedProperties(client, term), portfolioQueries.needingSearch(client), portfolioQueries.overview(client)]) {
        void queryClient.invalidateQueries({ queryKey: [query.queryKey[0]] });
      }
    }
    wasRunning.current = running;
  }, [running, client, term, queryClient]);

  const startSearch = useMutation(portfolioMutations.searchOwnership(client));
  const update = useMutation(portfolioMutations.updateChargedPropertyAddress(client, queryClient));
  const remove = useMutation(portfolioMutations.deleteChargedProperty(client, queryClient));
  const validate = useMutation(portfolioMutations.bulkValidate(client));
  const apply = useMutation(portfolioMutations.applyCorrections(client, queryClient));
  const fuzzy = useMutation(portfolioMutations.fuzzyCorrect(client, queryClient));

  function search(propertyIds: string[], searchAll: boolean) {
    startSearch.mutate(
      { propertyIds, searchAll },
      {
        onSuccess: (result) => {
          toast({ title: "Ownership Search Started", description: `Search initiated for ${result.propertiesCount} properties. Estimated duration: ${result.estimatedDuration}` });
          setSelectedForSearch(new Set());
          void queryClient.invalidateQueries({ queryKey: [SEARCH_JOBS_PATH] });
          setTimeout(() => void queryClient.invalidateQueries({ queryKey: [SEARCH_JOBS_PATH] }), JOB_REFRESH_AFTER_START_MS);
        },
        onError: () => toast({ title: "Search Error", description: "Failed to start ownership search. Please try again.", variant: "destructive" }),
      },
    );
  }

  function toggleValidation() {
    if (panelOpen) {
      setPanelOpen(false);
      return;
    }
    const addresses = pickAddressesToValidate(list.data?.properties ?? []);
    if (addresses.length === 0) return toast({ title: "No Addresses to Validate", description: "Every charged property address has already been corrected." });
    setPanelOpen(true);
    setValidation(null);
    setSelectedCorrections(new Set());
    toast({ title: "Starting Bulk Validation", description: `Validating ${addresses.length} addresses with the address validation service...` });
    validate.mutate(addresses, {
      onSuccess: (result) => {
        setValidation(result);
        setSelectedCorrections(new Set(result.results.filter(isSelectableCorrection).map((r) => r.id)));
        toast({ title: "Validation Complete", description: `Found ${result.summary.highConfidence + result.summary.mediumConfidence} suggested corrections` });
      },
      onError: (error) => {
        setPanelOpen(false);
        toast({ title: "Validation Failed", description: errorMessage(error, "Failed to validate addresses."), variant: "destructive" });
      },
    });
  }

  function applyCorrections() {
    const chosen = validation?.results.filter((r) => selectedCorrections.has(r.id) && isSelectableCorrection(r)) ?? [];
    apply.mutate(chosen, {
      onSuccess: (result) => {
        toast({ title: "Corrections Applied", description: `${result.applied} address corrections applied.` });
        setValidation(null);
        setSelectedCorrections(new Set());
        setPanelOpen(false);
      },
      onError: (error) => toast({ title: "Failed to Apply Corrections", description: errorMessage(error, "Some corrections could not be applied."), variant: "destructive" }),
    });
  }

  function runFuzzy() {
    const ids = pickFuzzyCandidates(list.data?.properties ?? []);
    if (ids.length === 0) return toast({ title: "No Properties to Correct", description: "No uncorrected charged properties with an address to match." });
    toast({ title: "Starting Fuzzy Address Search", description: `Matching ${ids.length} addresses...` });
    fuzzy.mutate(ids, {
      onSuccess: (result) => toast({ title: "Fuzzy Search Complete", description: `Corrected: ${result.corrected}, failed: ${result.failed}, skipped: ${result.skipped}` }),
      onError: (error) => toast({ title: "Fuzzy Search Failed", description: errorMessage(error, "Failed to perform fuzzy address search."), variant: "destructive" }),
    });
  }

  function save(row: ChargedProperty, details: AddressDetails) {
    update.mutate(
      { id: row.id, address: details.formattedAddress, postcode: details.postcode, ...(details.city ? { city: details.city } : {}), ...(details.county ? { county: details.county } : {}) },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: "Address Updated", description: "The charged property address has been updated." });
        },
        onError: () => toast({ title: "Error", description: "Failed to update charged property address. Please try again.", variant: "destructive" }),
      },
    );
  }

  function confirmDelete(row: ChargedProperty) {
    if (!window.confirm("Are you sure you want to delete this charged property? This action cannot be undone.")) return;
    remove.mutate(row.id, {
      onSuccess: () => toast({ title: "Charged Property Deleted", description: `${row.address} has been deleted.` }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to delete charged property. Please try again."), variant: "destructive" }),
    });
  }

  const searchBusy = running || startSearch.isPending;
  const columns: SortableColumn<ChargedProperty>[] = [
    {
      key: "address",
      header: "Address",
      sortValue: (r) => r.address,
      cell: (r) =>
        editing?.id === r.id ? (
          <InlineAddressEditor label={editing.mode === "edit" ? "Edit address" : "Correct address"} saving={update.isPending} onSave={(d) => save(r, d)} onCancel={() => setEditing(null)} />
        ) : (
          <div className="grid gap-0.5">
            <span>{r.address}</span>
            {r.addressCorrected ? <span className="text-xs text-muted-foreground">Address corrected</span> : null}
          </div>
        ),
    },
    { key: "city", header: "City", sortValue: (r) => r.city, cell: (r) => r.city ?? "" },
    { key: "postcode", header: "Postcode", sortValue: (r) => r.postcode, cell: (r) => (r.postcode?.trim() ? r.postcode : <Badge variant="outline">Not Found</Badge>) },
    {
      key: "currentProprietor",
      header: "Current Proprietor",
      sortValue: (r) => (describeMissingOwner(r) ? null : r.currentProprietor),
      cell: (r) => <ProprietorCell row={r} disabled={searchBusy} onSearch={() => search([r.id], false)} />,
    },
    {
      key: "lastSaleDate",
      header: "Last Sale Date",
      sortValue: (r) => r.lastSaleDate,
      cell: (r) => {
        const more = describeMoreSales(r.pricePaidData?.saleCount);
        return r.lastSaleDate ? (
          <div className="grid gap-0.5">
            <span>{formatDate(r.lastSaleDate)}</span>
            {more ? <span className="text-xs text-muted-foreground">{more}</span> : null}
          </div>
        ) : (
          ""
        );
      },
    },
    {
      key: "lastSalePrice",
      header: "Last Sale Price",
      sortValue: (r) => r.lastSalePrice,
      cell: (r) =>
        r.lastSalePrice !== null ? (
          <div className="flex flex-wrap items-center gap-1">
            <span>{formatGbp(r.lastSalePrice)}</span>
            {r.pricePaidData?.propertyType ? <Badge variant="secondary">{r.pricePaidData.propertyType}</Badge> : null}
          </div>
        ) : (
          <span className="text-sm text-muted-foreground">{describeMissingSalePrice(r.addressCorrected)}</span>
        ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        // Icon buttons keep a wide table's rows short; each has its name for screen readers and as a tooltip.
        <div className="flex gap-0.5" role="group" aria-label={`Actions for ${r.address}`}>
          <Button type="button" variant="ghost" size="icon" className="size-8" title="Edit Address" aria-label="Edit Address" disabled={editing !== null} onClick={() => setEditing({ id: r.id, mode: "edit" })}>
            <Pencil aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" title="Correct Address" aria-label="Correct Address" disabled={editing !== null} onClick={() => setEditing({ id: r.id, mode: "correct" })}>
            <Wand2 aria-hidden />
          </Button>
          {r.postcode?.trim() ? <MapsLinks address={r.address} postcode={r.postcode} compact /> : null}
          <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive" title="Delete" disabled={remove.isPending} onClick={() => confirmDelete(r)} aria-label={`Delete ${r.address}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      {needing.isError ? <QueryError error={needing.error} title="Failed to fetch properties needing search" /> : null}
      {needing.data ? (
        <OwnershipSearchPanel
          needing={needing.data}
          jobs={{ data: jobs.data?.jobs, error: jobs.error }}
          running={running}
          starting={startSearch.isPending}
          selected={selectedForSearch}
          onSelectedChange={setSelectedForSearch}
          onSearch={search}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch label="Search charged properties" placeholder="Search by address or city" onSearch={setTerm} />
        <Button type="button" variant="outline" aria-expanded={panelOpen} onClick={toggleValidation} disabled={validate.isPending}>
          <ListChecks aria-hidden />
          Bulk Validate Addresses
        </Button>
        <Button type="button" variant="outline" onClick={runFuzzy} disabled={fuzzy.isPending}>
          <Sparkles aria-hidden />
          {fuzzy.isPending ? "Searching..." : "Fuzzy Address Search"}
        </Button>
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add New Charged Property
        </Button>
      </div>
      {panelOpen ? (
        <BulkValidationPanel
          validation={validation}
          validating={validate.isPending}
          applying={apply.isPending}
          selected={selectedCorrections}
          onSelectedChange={setSelectedCorrections}
          onApply={applyCorrections}
          onClose={() => {
            setPanelOpen(false);
            setValidation(null);
            setSelectedCorrections(new Set());
          }}
        />
      ) : null}
      <SearchNote total={list.data?.total} term={term} />
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <QueryError error={list.error} fallback="Failed to fetch charged properties" />
      ) : list.data.properties.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{term ? "No charged properties found matching your search" : "No charged properties found"}</p>
      ) : (
        <SortableTable aria-label="Charged properties" rows={list.data.properties} columns={columns} rowKey={(r) => r.id} />
      )}
      <AddChargedPropertyDialog client={client} open={adding} onOpenChange={setAdding} />
    </div>
  );
}

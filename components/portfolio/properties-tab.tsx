"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2, Wrench } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { errorMessage } from "@/lib/http/api-fetch";
import { portfolioMutations, portfolioQueries, type PortfolioProperty } from "@/lib/portfolio/api";
import { isAddressIncomplete } from "@/lib/portfolio/describe-portfolio-rows";
import { AddPropertyDialog } from "./add-property-dialog";
import { InlineAddressEditor } from "./inline-address-editor";
import { ListSearch, SearchNote } from "./list-search";
import { MapsLinks } from "./maps-links";

type Editing = { id: string; mode: "fix" | "correct" } | null;

export function PropertiesTab({ client, onOpenDetails }: { client: string; onOpenDetails: (titleNumber: string) => void }) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [adding, setAdding] = useState(false);
  const list = useQuery(portfolioQueries.properties(client, term));

  const update = useMutation(portfolioMutations.updatePropertyAddress(client, queryClient));
  const remove = useMutation(portfolioMutations.deleteProperty(client, queryClient));

  function save(row: PortfolioProperty, details: AddressDetails) {
    update.mutate(
      { id: row.id, address: details.formattedAddress, postcode: details.postcode, city: details.city ?? undefined, county: details.county ?? undefined },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: "Address Updated", description: "The property address has been updated." });
        },
        onError: () => toast({ title: "Error", description: "Failed to update address. Please try again.", variant: "destructive" }),
      },
    );
  }
  function confirmDelete(row: PortfolioProperty) {
    if (!window.confirm(`Are you sure you want to delete property ${row.titleNumber}? This action cannot be undone.`)) return;
    remove.mutate(row.id, {
      onSuccess: () => toast({ title: "Property Deleted", description: `Property ${row.titleNumber} has been deleted.` }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to delete property. Please try again."), variant: "destructive" }),
    });
  }

  const columns: SortableColumn<PortfolioProperty>[] = [
    {
      key: "titleNumber",
      header: "Title Number",
      sortValue: (r) => r.titleNumber,
      cell: (r) => (
        <button type="button" className="font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={(e) => (e.stopPropagation(), onOpenDetails(r.titleNumber))}>
          {r.titleNumber}
        </button>
      ),
    },
    {
      key: "address",
      header: "Address",
      sortValue: (r) => r.address,
      cell: (r) =>
        editing?.id === r.id ? (
          <InlineAddressEditor label={editing.mode === "fix" ? "Fix address" : "Correct address"} saving={update.isPending} onSave={(d) => save(r, d)} onCancel={() => setEditing(null)} />
        ) : (
          <div>
            <span>{r.address}</span>
            {isAddressIncomplete(r.address, r.postcode) ? <span className="block text-xs font-medium text-amber-700 dark:text-amber-400">Address incomplete</span> : null}
          </div>
        ),
    },
    { key: "city", header: "City", sortValue: (r) => r.city, cell: (r) => r.city ?? "" },
    {
      key: "tenure",
      header: "Tenure",
      sortValue: (r) => r.tenure,
      cell: (r) => (r.tenure ? <Badge variant={r.tenure === "Freehold" ? "default" : "secondary"}>{r.tenure}</Badge> : null),
    },
    { key: "classification", header: "Classification", sortValue: (r) => r.classification, cell: (r) => r.classification ?? "" },
    { key: "postcode", header: "Postcode", sortValue: (r) => r.postcode, cell: (r) => (r.postcode?.trim() ? r.postcode : <span className="text-destructive">Missing</span>) },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => {
        const incomplete = isAddressIncomplete(r.address, r.postcode);
        return (
          // Clicks on the actions never open the row's details.
          <div className="flex flex-wrap gap-1" onClick={(e) => e.stopPropagation()} role="group" aria-label={`Actions for ${r.titleNumber}`}>
            {incomplete ? (
              <Button type="button" variant="outline" size="sm" disabled={editing !== null} onClick={() => setEditing({ id: r.id, mode: "fix" })}>
                <Wrench aria-hidden />
                Fix Address
              </Button>
            ) : null}
            <Button type="button" variant="outline" size="sm" disabled={editing !== null} onClick={() => setEditing({ id: r.id, mode: "correct" })}>
              Correct Address
            </Button>
            {!incomplete && r.postcode ? <MapsLinks address={r.address} postcode={r.postcode} /> : null}
            <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => confirmDelete(r)} disabled={remove.isPending} aria-label={`Delete ${r.titleNumber}`}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch label="Search properties" placeholder="Search by address, city, postcode, or title number" onSearch={setTerm} />
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add New Property
        </Button>
      </div>
      <SearchNote total={list.data?.total} term={term} />
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <QueryError error={list.error} fallback="Failed to fetch properties" />
      ) : list.data.properties.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No properties found</p>
      ) : (
        <SortableTable
          aria-label="Properties"
          rows={list.data.properties}
          columns={columns}
          rowKey={(r) => r.id}
          onRowClick={(r) => onOpenDetails(r.titleNumber)}
          rowClassName={(r) => (isAddressIncomplete(r.address, r.postcode) ? "bg-amber-50 dark:bg-amber-950/30" : undefined)}
        />
      )}
      <AddPropertyDialog client={client} open={adding} onOpenChange={setAdding} />
    </div>
  );
}

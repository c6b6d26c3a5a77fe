"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/api-fetch";
import { portfolioMutations, type NewProperty } from "@/lib/portfolio/api";

const EMPTY = { titleNumber: "", address: "", postcode: "", city: "", county: "", tenure: "", classification: "" };

/** The body of Add New Property (spec §5): trimmed, with empty optional fields left out. */
function buildNewProperty(fields: typeof EMPTY): NewProperty | null {
  const titleNumber = fields.titleNumber.trim();
  const address = fields.address.trim();
  if (!titleNumber || !address) return null;
  const optional = (value: string) => value.trim() || undefined;
  return {
    titleNumber,
    address,
    postcode: optional(fields.postcode),
    city: optional(fields.city),
    county: optional(fields.county),
    tenure: fields.tenure === "Freehold" || fields.tenure === "Leasehold" ? fields.tenure : undefined,
    classification: optional(fields.classification),
  };
}

export function AddPropertyDialog({ client, open, onOpenChange }: { client: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const add = useMutation(portfolioMutations.addProperty(client, queryClient));
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = buildNewProperty(fields);
    if (!body) return toast({ title: "Validation Error", description: "Title Number and Address are required fields.", variant: "destructive" });
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Property Added", description: `Property ${body.titleNumber} has been added.` });
        setFields(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to add property. Please try again."), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Property</DialogTitle>
          <DialogDescription>Title number and address are required.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <TextField id="new-property-title" label="Title Number *" value={fields.titleNumber} onChange={set("titleNumber")} maxLength={20} />
          <TextField id="new-property-address" label="Address *" value={fields.address} onChange={set("address")} maxLength={300} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="new-property-city" label="City" value={fields.city} onChange={set("city")} maxLength={100} />
            <TextField id="new-property-county" label="County" value={fields.county} onChange={set("county")} maxLength={100} />
            <TextField id="new-property-postcode" label="Postcode" value={fields.postcode} onChange={set("postcode")} maxLength={10} />
            <div className="grid gap-2">
              <Label htmlFor="new-property-tenure">Tenure</Label>
              <NativeSelect id="new-property-tenure" value={fields.tenure} onChange={set("tenure")}>
                <option value="">Not stated</option>
                <option value="Freehold">Freehold</option>
                <option value="Leasehold">Leasehold</option>
              </NativeSelect>
            </div>
          </div>
          <TextField id="new-property-classification" label="Classification" value={fields.classification} onChange={set("classification")} maxLength={100} />
          <SubmitButton busy={add.isPending} busyText="Adding...">
            Add Property
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

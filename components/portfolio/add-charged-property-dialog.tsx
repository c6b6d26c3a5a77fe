"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FieldError } from "@/components/forms/field-error";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/api-fetch";
import { portfolioMutations, type NewChargedProperty } from "@/lib/portfolio/api";
import { CHARGED_ADDRESS_MIN } from "@/lib/portfolio/describe-portfolio-rows";

const EMPTY = { address: "", city: "", postcode: "", lender: "", amountSecured: "", chargeType: "", status: "", details: "" };
const OPTIONAL: { key: Exclude<keyof typeof EMPTY, "address">; label: string }[] = [
  { key: "city", label: "City" },
  { key: "postcode", label: "Postcode" },
  { key: "lender", label: "Lender" },
  { key: "amountSecured", label: "Amount Secured" },
  { key: "chargeType", label: "Charge Type" },
  { key: "status", label: "Status" },
];
const ADDRESS_MESSAGE = "Address is required";

export function AddChargedPropertyDialog({ client, open, onOpenChange }: { client: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const [addressError, setAddressError] = useState<string | null>(null);
  const add = useMutation(portfolioMutations.addChargedProperty(client, queryClient));
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = fields.address.trim();
    // Spec §5: required, at least 5 characters, one message.
    if (address.length < CHARGED_ADDRESS_MIN) {
      setAddressError(ADDRESS_MESSAGE);
      return toast({ title: "Validation Error", description: ADDRESS_MESSAGE, variant: "destructive" });
    }
    setAddressError(null);
    const body: NewChargedProperty = { address };
    for (const { key } of [...OPTIONAL, { key: "details" as const }]) {
      const value = fields[key].trim();
      if (value) body[key] = value;
    }
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Charged Property Added", description: `${address} has been added.` });
        setFields(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to add charged property. Please try again."), variant: "destructive" }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Charged Property</DialogTitle>
          <DialogDescription>The address is required; everything else is optional.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <TextField id="new-charged-address" label="Address *" value={fields.address} onChange={set("address")} maxLength={300} error={addressError} describedBy="new-charged-address-error">
            <FieldError id="new-charged-address-error" message={addressError ?? undefined} />
          </TextField>
          <div className="grid gap-3 sm:grid-cols-2">
            {OPTIONAL.map(({ key, label }) => (
              <TextField key={key} id={`new-charged-${key}`} label={label} value={fields[key]} onChange={set(key)} maxLength={key === "postcode" ? 10 : 200} />
            ))}
          </div>
          <TextField id="new-charged-details" label="Details" value={fields.details} onChange={set("details")} maxLength={1000} />
          <SubmitButton busy={add.isPending} busyText="Adding...">
            Add Charged Property
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

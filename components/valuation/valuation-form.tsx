"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Calculator, X } from "lucide-react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { AddressFinder } from "@/components/forms/address-finder";
import { FieldError } from "@/components/forms/field-error";
import { PostcodeField } from "@/components/forms/postcode-field";
import { FormSelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { uprnQueries } from "@/lib/uprn/api";
import { describePropertyType, PROPERTY_TYPES } from "@/lib/valuation/property-types";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, POSTCODE_REQUIRED_MESSAGE, valuationRequestSchema, type ValuationRequest, type ValuationRequestInput } from "@/lib/valuation/schemas";
import type { ValuationInputs } from "./valuation-url";

type FormValues = ValuationRequestInput & { address?: string };

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: describePropertyType(type) }));
const BEDROOM_CHOICES = BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));
const BATHROOM_CHOICES = BATHROOM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));

/** The valuation form, filled from `initial` (the inputs in the URL) when it mounts; a submit gives the request and the chosen address's line. */
export function ValuationForm({ initial, busy, onSubmit }: { initial: ValuationInputs; busy: boolean; onSubmit: (request: ValuationRequest, address: string) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, ValuationRequest>({
    resolver: zodResolver(valuationRequestSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const chosenAddress = useWatch({ control: form.control, name: "address" });
  const postcodeError = errors.postcode?.message === POSTCODE_REQUIRED_MESSAGE ? undefined : errors.postcode?.message;

  function chooseAddress(details: AddressDetails) {
    form.setValue("postcode", details.postcode, { shouldValidate: false });
    form.setValue("uprn", details.uprn ?? "");
    form.setValue("address", details.formattedAddress);
    form.clearErrors("postcode");
    if (details.uprn) void prefillPropertyType(details.uprn);
  }

  // The chosen home's own recorded type fills an empty property type; a choice the user
  // has already made is kept.
  async function prefillPropertyType(uprn: string) {
    const known = await queryClient.fetchQuery(uprnQueries.details(uprn)).catch(() => null);
    const type = known?.propertyType?.toLowerCase();
    if (!type || form.getValues("propertyType") || !PROPERTY_TYPES.some((t) => t === type)) return;
    form.setValue("propertyType", type as ValuationRequestInput["propertyType"], { shouldValidate: true });
  }

  function clearAddress() {
    form.setValue("uprn", "");
    form.setValue("address", "");
  }

  function onInvalid(invalid: FieldErrors<FormValues>) {
    // Spec §8: a missing postcode is a toast, not just a field message.
    if (invalid.postcode?.message === POSTCODE_REQUIRED_MESSAGE) toast({ title: "Required Field", description: "Please enter a postcode" });
  }

  return (
    <form onSubmit={form.handleSubmit((request) => onSubmit(request, form.getValues("address") ?? ""), onInvalid)} className="grid gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-5" aria-label="Property valuation" noValidate>
      <AddressFinder onSelect={chooseAddress} description="Choosing an address fills in the postcode; the home's own past sales and floor area are then used too." />
      {chosenAddress ? (
        <div className="-mt-2 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span className="text-muted-foreground">Valuing</span>
          <span className="font-medium">{chosenAddress}</span>
          <Button type="button" variant="ghost" size="sm" onClick={clearAddress} aria-label="Value by postcode only">
            <X aria-hidden />
            Clear
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <PostcodeField
          id="valuation-postcode"
          className="content-start"
          placeholder="e.g. NE3 3LJ"
          error={postcodeError}
          describedBy={postcodeError ? "valuation-postcode-error" : undefined}
          {...form.register("postcode", {
            onChange: () => {
              if (form.getValues("uprn")) clearAddress();
            },
          })}
        >
          <FieldError id="valuation-postcode-error" message={postcodeError} />
        </PostcodeField>
        <FormSelectField control={form.control} name="propertyType" id="valuation-type" label="Property type" placeholder="Select type" options={TYPE_OPTIONS} error={errors.propertyType?.message} />
        <FormSelectField control={form.control} name="bedrooms" id="valuation-bedrooms" label="Bedrooms" placeholder="Select" options={BEDROOM_CHOICES} error={errors.bedrooms?.message} />
        <FormSelectField control={form.control} name="bathrooms" id="valuation-bathrooms" label="Bathrooms" placeholder="Select" options={BATHROOM_CHOICES} error={errors.bathrooms?.message} />
        <TextField
          id="valuation-sqft"
          label="Floor area (sq ft)"
          className="content-start"
          inputMode="numeric"
          placeholder="Optional"
          error={errors.sqft?.message}
          describedBy={errors.sqft ? "valuation-sqft-error" : undefined}
          {...form.register("sqft")}
        >
          <FieldError id="valuation-sqft-error" message={errors.sqft?.message} />
        </TextField>
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy} busyText="Valuing..." icon={<Calculator aria-hidden />} className="sm:w-44">
          Get valuation
        </SubmitButton>
      </div>
    </form>
  );
}

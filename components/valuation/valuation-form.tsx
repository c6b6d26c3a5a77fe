"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Calculator, Loader2, X } from "lucide-react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { AddressFinder } from "@/components/address-finder/address-finder";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { uprnQueries } from "@/lib/uprn/api";
import { describePropertyType, PROPERTY_TYPES } from "@/lib/valuation/property-types";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, POSTCODE_REQUIRED_MESSAGE, valuationRequestSchema, type ValuationRequest, type ValuationRequestInput } from "@/lib/valuation/schemas";

type FormValues = ValuationRequestInput & { address?: string };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

export function ValuationForm({ busy, onSubmit }: { busy: boolean; onSubmit: (request: ValuationRequest) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, ValuationRequest>({
    resolver: zodResolver(valuationRequestSchema),
    defaultValues: { postcode: "", propertyType: undefined, bedrooms: "", bathrooms: "", sqft: "", uprn: "", address: "" },
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
    <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-5" aria-label="Property valuation" noValidate>
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
        <div className="grid gap-2 content-start">
          <Label htmlFor="valuation-postcode">Postcode</Label>
          <Input
            id="valuation-postcode"
            placeholder="e.g. NE3 3LJ"
            autoComplete="postal-code"
            aria-invalid={!!postcodeError}
            aria-describedby={postcodeError ? "valuation-postcode-error" : undefined}
            {...form.register("postcode", {
              onChange: () => {
                if (form.getValues("uprn")) clearAddress();
              },
            })}
          />
          <FieldError id="valuation-postcode-error" message={postcodeError} />
        </div>
        <div className="grid gap-2 content-start">
          <Label htmlFor="valuation-type">Property type</Label>
          <Controller
            control={form.control}
            name="propertyType"
            render={({ field }) => (
              <Select value={text(field.value)} onValueChange={field.onChange}>
                <SelectTrigger id="valuation-type" aria-invalid={!!errors.propertyType} aria-describedby={errors.propertyType ? "valuation-type-error" : undefined} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select type" />
                </SelectTrigger>
                <SelectContent>
                  {PROPERTY_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {describePropertyType(type)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="valuation-type-error" message={errors.propertyType?.message} />
        </div>
        <div className="grid gap-2 content-start">
          <Label htmlFor="valuation-bedrooms">Bedrooms</Label>
          <Controller
            control={form.control}
            name="bedrooms"
            render={({ field }) => (
              <Select value={text(field.value)} onValueChange={field.onChange}>
                <SelectTrigger id="valuation-bedrooms" onBlur={field.onBlur}>
                  <SelectValue placeholder="Select" />
                </SelectTrigger>
                <SelectContent>
                  {BEDROOM_OPTIONS.map((n) => (
                    <SelectItem key={n} value={String(n)}>
                      {n}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="valuation-bedrooms-error" message={errors.bedrooms?.message} />
        </div>
        <div className="grid gap-2 content-start">
          <Label htmlFor="valuation-bathrooms">Bathrooms</Label>
          <Controller
            control={form.control}
            name="bathrooms"
            render={({ field }) => (
              <Select value={text(field.value)} onValueChange={field.onChange}>
                <SelectTrigger id="valuation-bathrooms" onBlur={field.onBlur}>
                  <SelectValue placeholder="Select" />
                </SelectTrigger>
                <SelectContent>
                  {BATHROOM_OPTIONS.map((n) => (
                    <SelectItem key={n} value={String(n)}>
                      {n}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="valuation-bathrooms-error" message={errors.bathrooms?.message} />
        </div>
        <div className="grid gap-2 content-start">
          <Label htmlFor="valuation-sqft">Floor area (sq ft)</Label>
          <Input
            id="valuation-sqft"
            inputMode="numeric"
            placeholder="Optional"
            aria-invalid={!!errors.sqft}
            aria-describedby={errors.sqft ? "valuation-sqft-error" : undefined}
            {...form.register("sqft")}
          />
          <FieldError id="valuation-sqft-error" message={errors.sqft?.message} />
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="sm:w-44">
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Calculator aria-hidden />}
          {busy ? "Valuing..." : "Get valuation"}
        </Button>
      </div>
    </form>
  );
}

import type { NumberFieldSpec } from "@/components/forms/number-fields";
import type { LeaseExtensionInput } from "@/lib/lease/schemas";

export type ExtensionField = Exclude<keyof LeaseExtensionInput, "basis">;

/** Each input's label and what it means; `only1993` inputs matter only for marriage value. */
export const EXTENSION_FIELDS: (NumberFieldSpec<ExtensionField> & { only1993?: boolean })[] = [
  { name: "unexpiredYears", label: "Unexpired term (years)", hint: "Years left on the lease at the valuation date (the date the tenant's notice is served).", step: 0.5 },
  { name: "groundRentPerYear", label: "Ground rent (£ a year)", hint: "The rent payable to the landlord, taken as the same for the rest of the term.", step: 10 },
  { name: "freeholdValue", label: "Freehold vacant possession value (£)", hint: "What the flat would sell for with a share of the freehold or a very long lease, empty, ignoring the tenant's improvements.", step: 1000 },
  { name: "capitalisationRatePercent", label: "Capitalisation rate (%)", hint: "The rate the ground rent is valued at: typically 5-7% for a modest fixed rent. On the 2024 basis, the prescribed rate.", step: 0.25 },
  { name: "defermentRatePercent", label: "Deferment rate (%)", hint: "The rate the freehold value is deferred at to the end of the lease: 5% for flats since Sportelli (2007). On the 2024 basis, the prescribed rate.", step: 0.25 },
  {
    name: "relativityPercent",
    label: "Relativity (%)",
    hint: "The existing lease's value as a share of the freehold value (e.g. from the Savills or Gerald Eve graphs). Used only for marriage value.",
    step: 0.5,
    only1993: true,
  },
  {
    name: "extendedLeaseValuePercent",
    label: "Extended lease value (%)",
    hint: "The extended lease's value as a share of the freehold value: 99% is usual. Used only for marriage value.",
    step: 0.5,
    only1993: true,
  },
];

import { z } from "zod";

// The parts of the vendor's residential property answer (Chimnie's enhanced_json: id,
// exact_match, property{attributes, bills, value, ownership}, plus, surroundings) that
// we reshape. Every field may be missing or null: the vendor omits what it cannot answer.
const num = z.number().nullish();
const str = z.string().nullish();
const flag = z.boolean().nullish();
const text = z.union([z.string(), z.number()]).nullish();
const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullish();

export const vendorPropertySchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  exact_match: flag,
  property: group({
    attributes: group({
      classification: str,
      property_type_predicted: str,
      indoor: group({
        bedrooms_declared_only: num,
        bedrooms_declared_and_predicted: num,
        bathrooms_declared_only: num,
        bathrooms_declared_and_predicted: num,
        floor_area_declared_only: num,
        floor_area_declared_and_predicted: num,
        floor_area: num,
      }),
      status: group({ date_of_construction_declared_only: text, date_of_construction_declared_and_predicted: text }),
    }),
    bills: group({
      energy: group({
        current_energy_rating_declared_only: str,
        current_energy_rating_declared_and_predicted: str,
        potential_energy_rating_declared_only: str,
        potential_energy_rating_declared_and_predicted: str,
      }),
    }),
    value: group({
      sale: group({
        property_value: num,
        property_value_range: z.array(z.number()).nullish(),
        property_value_confidence: text,
        last_transaction_price: num,
        last_transaction_date: str,
      }),
      rental: group({ rental_value_pcm: num }),
    }),
    ownership: group({ lease_type: str, company_ownership: flag, overseas_ownership: flag, occupancy_status: str }),
  }),
  plus: group({ property: group({ attributes: group({ status: group({ address: str, postcode: str, property_type: str }) }) }) }),
  surroundings: z.record(z.string(), z.unknown()).nullish(),
});
export type VendorPropertyAnswer = z.infer<typeof vendorPropertySchema>;

export const vendorAutocompleteSchema = z.object({ addresses: z.array(z.string()), session: z.string().nullish() });

/** info/metadata and the response schema: JSON objects we pass on as they are. */
export const vendorObjectSchema = z.record(z.string(), z.unknown());

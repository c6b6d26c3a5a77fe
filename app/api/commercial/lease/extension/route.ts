import { route } from "@/lib/http/route";
import { calculateLeaseExtension } from "@/lib/lease/calculate-lease-extension";
import { leaseExtensionSchema } from "@/lib/lease/schemas";

// Issue 14 (b): the statutory premium for a flat's lease extension, on the chosen basis.
export const POST = route({ body: leaseExtensionSchema }, ({ body }) => calculateLeaseExtension(body));

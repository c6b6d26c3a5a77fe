import { route } from "@/lib/http/route";
import { calculateInvestment, toInvestmentResponse } from "@/lib/investment/calculate-investment";
import { calculateInvestmentSchema } from "@/lib/investment/schemas";

// Spec §3/§7: the six figures, from the same pure calculation the page shows.
export const POST = route({ body: calculateInvestmentSchema }, ({ body }) => toInvestmentResponse(calculateInvestment(body)));

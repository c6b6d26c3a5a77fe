import { route } from "@/lib/http/route";
import { investmentValuationSchema } from "@/lib/commercial-valuation/schemas";
import { valueInvestment } from "@/lib/commercial-valuation/value-investment";

// Issue 14: the investment method, term and reversion, with every factor in the answer.
export const POST = route({ body: investmentValuationSchema }, ({ body }) => valueInvestment(body));

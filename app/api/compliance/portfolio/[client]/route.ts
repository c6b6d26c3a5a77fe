import { listPortfolioCompliance } from "@/lib/compliance/list-portfolio-compliance.server";
import { portfolioParamsSchema, portfolioQuerySchema } from "@/lib/compliance/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ params: portfolioParamsSchema, query: portfolioQuerySchema }, ({ params, query }) => listPortfolioCompliance(getDb(), params.client, query));

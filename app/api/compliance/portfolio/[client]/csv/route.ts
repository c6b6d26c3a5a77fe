import { portfolioParamsSchema } from "@/lib/compliance/schemas";
import { streamPortfolioComplianceCsv } from "@/lib/compliance/stream-portfolio-compliance-csv.server";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

// The whole portfolio, however large, streamed page by page (the screen's table is paged).
export const GET = route({ params: portfolioParamsSchema }, ({ params }) => streamPortfolioComplianceCsv(getDb(), params.client));

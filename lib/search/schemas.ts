import { z } from "zod";

export const recentSearchSchema = z.object({ id: z.number().int(), postcode: z.string() });
export const recentSearchesSchema = z.array(recentSearchSchema);
export type RecentSearch = z.infer<typeof recentSearchSchema>;

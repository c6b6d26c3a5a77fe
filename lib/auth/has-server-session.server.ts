import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { findSession } from "./session.server";

/**
 * For server components: whether this request carries a session that is still on record.
 * Cached per request, so the layout and a page asking again cost one read.
 */
export const hasServerSession = cache(async (): Promise<boolean> => {
  const cookieHeader = (await headers()).get("cookie");
  return (await findSession(getDb(), cookieHeader)) !== undefined;
});

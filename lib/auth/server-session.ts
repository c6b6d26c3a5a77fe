import { cookies } from "next/headers";
import { SESSION_COOKIE, isValidSession } from "./session";

/** For server components: whether this request carries a valid session cookie. */
export async function hasServerSession(): Promise<boolean> {
  const store = await cookies();
  return isValidSession(store.get(SESSION_COOKIE)?.value);
}

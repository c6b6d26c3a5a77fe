import { logout } from "@/lib/auth/login.server";
import { route } from "@/lib/http/route";

// Public so an expired session can still clear its cookie.
export const POST = route({ public: true }, ({ request }) => logout(request));

import { login, loginSchema } from "@/lib/auth/login.server";
import { route } from "@/lib/http/route";

export const POST = route({ public: true, body: loginSchema }, ({ body, request }) => login(request, body.password));

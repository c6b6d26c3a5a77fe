import { notFound } from "@/lib/errors/app-error";
import { route } from "@/lib/http/route";

// Any /api path no route matches: a JSON 404 in the API's error body, not the HTML page.
// Named routes take precedence over a catch-all. When the portfolio and provider calls add
// their one dynamic first segment (ARCHITECTURE.md), this moves beneath it: Next refuses
// two differently named dynamic segments side by side.
const answerNotFound = route({}, ({ request }) => {
  throw notFound(`There is no API at ${new URL(request.url).pathname}.`);
});

export { answerNotFound as GET, answerNotFound as POST, answerNotFound as PUT, answerNotFound as PATCH, answerNotFound as DELETE };

import { notFound } from "@/lib/errors/app-error";
import { route } from "@/lib/http/route";

// Any /api path no route matches: a JSON 404 in the API's error body, not the HTML page.
// Static folders (app/api/epc, …) and the named calls beside this folder take precedence;
// everything else under the one dynamic first segment (a client slug, or a provider name:
// lib/portfolio/reserved-api-names.ts) ends here, /api/{x} alone included.
const answerNotFound = route({}, ({ request }) => {
  throw notFound(`There is no API at ${new URL(request.url).pathname}.`);
});

export { answerNotFound as GET, answerNotFound as POST, answerNotFound as PUT, answerNotFound as PATCH, answerNotFound as DELETE };

// Runs once when the server starts: a production server refuses to start without its
// secrets (npm start writes them; a bare `next start` must be given them).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  getEnv();
}

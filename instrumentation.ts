// Runs once when the server starts: a production server refuses to start without its
// secrets (npm start writes them; a bare `next start` must be given them). Next only logs
// an error thrown here and carries on, so exit explicitly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  try {
    getEnv();
  } catch (error) {
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// Runs once when the server starts. The Node-only part lives in its own file so the
// edge bundle of this hook never sees process.exit.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}

// Several server processes behind one port (WEB_CONCURRENCY, decision 115). This process
// is node:cluster's primary: it has already done the one-time work (secrets, migrations,
// the bundled data), then forks `count` workers that each run the server script; their
// listen() on the port goes through the primary, which hands connections out in turn.
// A worker that dies is replaced after a backoff; SIGTERM/SIGINT stop them all gracefully.
import cluster, { type Worker } from "node:cluster";

export type SuperviseOptions = {
  count: number;
  /** The script every worker runs (Next's server.js, or the next CLI), with its arguments. */
  exec: string;
  args?: string[];
  /** Added to the workers' environment (they inherit this process's). */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** Wait before replacing a worker: first, doubled per quick death in a row, at most max. */
  restartDelayMs?: { first: number; max: number };
  /** A worker that lived less than this died "quickly" (a start that fails, a crash loop). */
  stableAfterMs?: number;
  /** This many quick deaths in a row: stop everything and exit 1 (the settings or the build are wrong). */
  giveUpAfter?: number;
  /** How long a worker may take to finish its requests after SIGTERM before it is killed. */
  stopTimeoutMs?: number;
};

const SIGNAL_EXIT: Record<"SIGINT" | "SIGTERM", number> = { SIGINT: 130, SIGTERM: 143 };

/** Runs the workers until a signal (exit 130/143) or a crash loop (exit 1); returns that exit code. */
export function superviseWorkers(options: SuperviseOptions): Promise<number> {
  const { count, exec, args = [], env = {}, log = (line) => console.log(line) } = options;
  const { first, max } = options.restartDelayMs ?? { first: 1000, max: 30_000 };
  const stableAfterMs = options.stableAfterMs ?? 30_000;
  const giveUpAfter = options.giveUpAfter ?? 5;
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  if (!cluster.isPrimary) throw new Error("superviseWorkers runs in the primary process only");

  // execArgv []: the workers run plain JavaScript; a TypeScript loader the primary was
  // started with (tsx under npm start) would only slow their start.
  cluster.setupPrimary({ exec, args, execArgv: [] });
  const bornAt = new Map<Worker, number>();
  let quickDeaths = 0;
  let stopping = false;
  const pendingRestarts = new Set<NodeJS.Timeout>();

  const fork = () => {
    const worker = cluster.fork(env);
    bornAt.set(worker, Date.now());
  };

  return new Promise<number>((resolve) => {
    const live = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    let exitCode = 0;
    const finishWhenAllGone = () => {
      if (stopping && live().length === 0 && pendingRestarts.size === 0) {
        process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
        cluster.off("exit", onExit).off("listening", onListening);
        resolve(exitCode);
      }
    };
    const stop = (code: number, signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      exitCode = code;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      for (const worker of live()) {
        worker.process.kill(signal);
        setTimeout(() => {
          if (!worker.isDead()) {
            log(`server process ${worker.process.pid} did not stop within ${stopTimeoutMs} ms: killed`);
            worker.process.kill("SIGKILL");
          }
        }, stopTimeoutMs).unref();
      }
      finishWhenAllGone();
    };
    const onSignal = (signal: NodeJS.Signals) => {
      log(`${signal}: stopping ${live().length} server process(es)`);
      stop(SIGNAL_EXIT[signal as keyof typeof SIGNAL_EXIT] ?? 1, signal);
    };
    const onListening = (worker: Worker) => log(`server process ${worker.process.pid} is listening`);
    const onExit = (worker: Worker, code: number | null, signal: string | null) => {
      const lived = Date.now() - (bornAt.get(worker) ?? Date.now());
      bornAt.delete(worker);
      if (stopping) return finishWhenAllGone();
      quickDeaths = lived < stableAfterMs ? quickDeaths + 1 : 0;
      const how = signal ? `on ${signal}` : `with code ${code}`;
      if (quickDeaths >= giveUpAfter) {
        log(`server process ${worker.process.pid} exited ${how}; ${quickDeaths} processes in a row died within ${stableAfterMs / 1000} s of starting: giving up`);
        return stop(1, "SIGTERM");
      }
      const delay = Math.min(max, first * 2 ** Math.max(0, quickDeaths - 1));
      log(`server process ${worker.process.pid} exited ${how} after ${(lived / 1000).toFixed(1)} s: starting another in ${delay} ms`);
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) fork();
      }, delay);
      pendingRestarts.add(timer);
    };
    cluster.on("exit", onExit).on("listening", onListening);
    process.on("SIGINT", onSignal).on("SIGTERM", onSignal);
    for (let i = 0; i < count; i++) fork();
  });
}

import { formatLogLine, type LogRecord } from "./format-log-line";

/**
 * Writes one JSON line to stdout, where a container runtime or systemd collects it.
 * console.log rather than process.stdout.write: it works in every Next runtime and
 * ignores a closed pipe instead of crashing the server.
 */
export function writeLog(record: LogRecord): void {
  console.log(formatLogLine(record));
}

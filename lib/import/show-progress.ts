export type Progress = {
  update: (bytesRead: number, rows: number) => void;
  finish: () => void;
};

const REDRAW_EVERY_MS = 100;
const BAR_WIDTH = 24;

const silent: Progress = { update: () => undefined, finish: () => undefined };

/**
 * A one-line progress bar on stderr: rows read and % of the file's bytes (compressed
 * bytes for .gz, which track the work just as well). Only on a terminal, so logs and
 * pipes stay clean.
 */
export function showProgress(label: string, totalBytes: number, enabled = process.stderr.isTTY === true): Progress {
  if (!enabled) return silent;
  let lastDraw = 0;
  let drawn = false;
  const draw = (bytesRead: number, rows: number) => {
    const fraction = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1;
    const filled = Math.round(fraction * BAR_WIDTH);
    const bar = "█".repeat(filled) + "░".repeat(BAR_WIDTH - filled);
    process.stderr.write(`\r${label} ${bar} ${(fraction * 100).toFixed(0).padStart(3)}%  ${rows.toLocaleString("en-GB")} rows\x1b[K`);
    drawn = true;
  };
  return {
    update(bytesRead, rows) {
      const now = Date.now();
      if (now - lastDraw < REDRAW_EVERY_MS) return;
      lastDraw = now;
      draw(bytesRead, rows);
    },
    finish() {
      if (drawn) process.stderr.write("\r\x1b[K");
    },
  };
}

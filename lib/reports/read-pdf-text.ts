import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The text of a PDF, by poppler's pdftotext (Debian package poppler-utils): the tests'
 * proof that a printed report is a real PDF holding the words it should.
 */
export async function readPdfText(pdf: Uint8Array): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "report-pdf-"));
  try {
    const file = join(folder, "report.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { maxBuffer: 20_000_000 });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import type { ChatMessage } from "@/lib/llm/request-chat-completion";
import type { ValidationWarning } from "./find-validation-warnings";
import type { TitleReport } from "./schemas";

const SYSTEM = [
  "You are assisting a conveyancer in England and Wales. Write the 'Professional Legal Analysis' section of a title report.",
  "Use only the facts in the JSON you are given; do not invent or assume facts, and say plainly when something is not known.",
  "Cover: title and tenure, ownership (companies, overseas entities), registered charges, energy performance, planning and building safety, then a numbered list of matters to raise.",
  "Write plain text with short upper-case section headings, no markdown. Do not call the report compliant or certified, and do not give advice beyond what to check.",
].join(" ");

/** The messages for the language model: the report's structured facts and warnings, nothing else. */
export function buildAnalysisPrompt(report: Omit<TitleReport, "aiAnalysis">, warnings: ValidationWarning[]): ChatMessage[] {
  const facts = { uprn: report.uprn, reportDate: report.reportDate.slice(0, 10), property: report.property, ownership: report.ownership, epc: report.epc, hmlr: report.hmlr, dataSources: report.dataSources, warnings };
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `Facts (JSON):\n${JSON.stringify(facts, null, 2)}` },
  ];
}

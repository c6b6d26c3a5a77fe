import "server-only";
import type { Db } from "@/lib/db/client";
import { getLlmConfig } from "@/lib/llm/get-llm-config";
import { requestChatCompletion } from "@/lib/llm/request-chat-completion";
import { writeLog } from "@/lib/log/write-log";
import { sanitiseReportHtml } from "@/lib/reports/sanitise-report-html";
import { getPropertyDetail } from "./get-property-detail.server";
import type { PropertyReportFacts } from "./property-report-facts";
import { renderPropertyReport } from "./render-property-report";
import { writeRulesPropertyAnalysis } from "./write-rules-property-analysis";

const LLM_TIMEOUT_MS = 25_000;
const LLM_MAX_TOKENS = 900;

async function readFacts(db: Db, slug: string, titleNumber: string, uprn: string | null): Promise<PropertyReportFacts> {
  const detail = await getPropertyDetail(db, slug, titleNumber);
  const client = await db.client.findUniqueOrThrow({ where: { slug }, select: { name: true } });
  const title = await db.title.findUnique({
    where: { titleNumber },
    select: { tenure: true, proprietors: { orderBy: { position: "asc" }, select: { name: true, category: true } }, charges: { orderBy: { date: "desc" }, take: 20, select: { date: true, description: true } } },
  });
  return {
    clientName: client.name,
    titleNumber,
    uprn,
    property: detail.property,
    valuations: detail.valuations,
    charges: detail.charges,
    assetTrace: detail.assetTrace,
    register: title ? { ...title, charges: title.charges.map((c) => ({ date: c.date?.toISOString().slice(0, 10) ?? null, description: c.description })) } : null,
  };
}

// The model sees the facts as JSON and answers plain text; its text is escaped into
// paragraphs like any other value, never taken as markup.
async function writeAnalysis(facts: PropertyReportFacts): Promise<{ writer: "llm" | "rules"; writerName: string; paragraphs: string[] }> {
  const config = getLlmConfig();
  if (!config) return { writer: "rules", writerName: "the rules writer (no language model is configured)", paragraphs: writeRulesPropertyAnalysis(facts) };
  try {
    const text = await requestChatCompletion(
      config,
      [
        { role: "system", content: "You write a short property report for portfolio staff in UK English, from the JSON facts given only. Plain text paragraphs, no markup, no facts that are not in the JSON. A valuation whose type mentions rent is a rent, not a property value." },
        { role: "user", content: JSON.stringify(facts) },
      ],
      { timeoutMs: LLM_TIMEOUT_MS, maxTokens: LLM_MAX_TOKENS },
    );
    const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    return { writer: "llm", writerName: `the language model ${config.model} (review before relying on it)`, paragraphs };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : "it failed").replace(/\s*Try again.*$/, "").replace(/\.$/, "");
    writeLog({ level: "warn", msg: "property report: language model failed, rules writer used", error: { message: reason } });
    return { writer: "rules", writerName: `the rules writer (the language model failed: ${reason})`, paragraphs: writeRulesPropertyAnalysis(facts) };
  }
}

/** An AI property report for a title of the client's portfolio: sanitised HTML, stored, saying who wrote it. */
export async function generatePropertyReport(db: Db, slug: string, input: { titleNumber: string; uprn?: string | null }, asOf = new Date()) {
  // An unknown client or title is the 404 of getPropertyDetail.
  const facts = await readFacts(db, slug, input.titleNumber, input.uprn ?? null);
  const analysis = await writeAnalysis(facts);
  const report = sanitiseReportHtml(renderPropertyReport(facts, analysis, asOf).value);
  const client = await db.client.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  await db.report.create({ data: { clientId: client.id, kind: "ai-property", titleNumber: input.titleNumber, uprn: facts.uprn ?? facts.property?.uprn ?? null, html: report, writer: analysis.writer } });
  return { report, writer: analysis.writer };
}

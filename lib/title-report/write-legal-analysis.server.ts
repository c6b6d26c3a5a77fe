import "server-only";
import { getLlmConfig } from "@/lib/llm/get-llm-config";
import { requestChatCompletion } from "@/lib/llm/request-chat-completion";
import { writeLog } from "@/lib/log/write-log";
import { buildAnalysisPrompt } from "./build-analysis-prompt";
import { buildTitleReport, type WrittenAnalysis } from "./build-title-report";
import type { ValidationWarning } from "./find-validation-warnings";
import { writeRulesAnalysis } from "./write-rules-analysis";
import type { TitleReportFacts } from "./types";

// Long enough for a model to write a page; the screen shows 'Generating...' meanwhile.
const LLM_TIMEOUT_MS = 25_000;
const LLM_MAX_TOKENS = 1_200;

/**
 * The Professional Legal Analysis, from the structured facts only: by the configured
 * language model, or by the rules writer when none is configured or the model fails.
 * The text says which wrote it, and why the rules writer stepped in.
 */
export async function writeLegalAnalysis(facts: TitleReportFacts, warnings: ValidationWarning[], asOf: Date): Promise<WrittenAnalysis> {
  const config = getLlmConfig();
  const rules = () => writeRulesAnalysis(facts, warnings, asOf);
  if (!config) {
    return { writer: "rules", writerName: "the rules writer", text: `Written by the rules writer from the structured facts in this report (no language model is configured).\n\n${rules()}` };
  }
  try {
    const { aiAnalysis: _none, ...report } = buildTitleReport(facts, null, asOf);
    const text = await requestChatCompletion(config, buildAnalysisPrompt(report, warnings), { timeoutMs: LLM_TIMEOUT_MS, maxTokens: LLM_MAX_TOKENS });
    return { writer: "llm", writerName: `the language model ${config.model}`, text: `Written by the language model ${config.model} from the structured facts in this report only; review it before relying on it.\n\n${text}` };
  } catch (error) {
    // "… did not answer within 25 s. Try again in a moment." → "… did not answer within 25 s"
    const reason = (error instanceof Error ? error.message : "it failed").replace(/\s*Try again.*$/, "").replace(/\.$/, "");
    writeLog({ level: "warn", msg: "title report: language model failed, rules writer used", error: { message: reason } });
    return {
      writer: "rules",
      writerName: "the rules writer (the language model failed)",
      text: `The language model ${config.model} could not write this analysis (${reason}), so the rules writer wrote it from the structured facts in this report.\n\n${rules()}`,
    };
  }
}

import { getEnv } from "@/lib/env";
import type { LlmConfig } from "./request-chat-completion";

/** The configured language model, or null when LLM_BASE_URL or LLM_MODEL is not set. */
export function getLlmConfig(): LlmConfig | null {
  const env = getEnv();
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY || undefined, model: env.LLM_MODEL };
}

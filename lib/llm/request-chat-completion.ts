import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { fetchProviderJson } from "@/lib/providers/http/fetch-provider";

export type LlmConfig = { baseUrl: string; apiKey: string | undefined; model: string };
export type ChatMessage = { role: "system" | "user"; content: string };

const SERVICE = "the language model";

// The OpenAI-compatible chat completions answer, reduced to what we read.
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * One chat completion from an OpenAI-compatible endpoint (POST {base}/chat/completions),
 * with a timeout. Failures are AppErrors with a sentence a person can read; callers that
 * have a fallback (the rules writer) catch them.
 */
export async function requestChatCompletion(config: LlmConfig, messages: ChatMessage[], { timeoutMs, maxTokens }: { timeoutMs: number; maxTokens: number }): Promise<string> {
  const { json } = await fetchProviderJson({
    service: SERVICE,
    url: `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`,
    method: "POST",
    body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: maxTokens }),
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    timeoutMs,
  });
  const parsed = completionSchema.safeParse(json);
  const text = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
  if (!text) throw new AppError("provider_error", "The language model sent an answer with no text.");
  return text;
}

import { afterEach, describe, expect, it } from "vitest";
import { startRecordedServer } from "@/tests/helpers/recorded-server";
import { requestChatCompletion } from "./request-chat-completion";

// A local server speaking the OpenAI chat completions protocol: no test reaches the internet.
let server: Awaited<ReturnType<typeof startRecordedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const messages = [{ role: "user" as const, content: "facts" }];
const answer = (content: string | null) => ({ id: "chatcmpl-1", object: "chat.completion", model: "m", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });

describe("requestChatCompletion", () => {
  it("posts to {base}/chat/completions with the key and returns the text", async () => {
    server = await startRecordedServer([{ method: "POST", path: "/v1/chat/completions", body: answer("  The analysis.  ") }]);
    const text = await requestChatCompletion({ baseUrl: `${server.url}/v1/`, apiKey: "sk-test", model: "m" }, messages, { timeoutMs: 2000, maxTokens: 100 });
    expect(text).toBe("The analysis.");
    expect(server.seen[0]).toMatchObject({ method: "POST", path: "/v1/chat/completions" });
    expect(server.seen[0]?.headers.authorization).toBe("Bearer sk-test");
    expect(server.seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("sends no authorization header without a key", async () => {
    server = await startRecordedServer([{ method: "POST", path: "/chat/completions", body: answer("ok") }]);
    await requestChatCompletion({ baseUrl: server.url, apiKey: undefined, model: "m" }, messages, { timeoutMs: 2000, maxTokens: 100 });
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ["a server error", { status: 500, body: { error: "boom" } }, /not available \(status 500\)/],
    ["a refused key", { status: 401, body: { error: "bad key" } }, /refused our credentials/],
    ["an empty answer", { body: answer(null) }, /no text/],
    ["an answer that is not the protocol", { body: { hello: "world" } }, /no text/],
    ["a body that is not JSON", { body: "<html>proxy error</html>" }, /could not read/],
    ["no answer in time", { delayMs: Infinity, body: answer("late") }, /did not answer within 0.3 s/],
  ])("fails with a readable error on %s", async (_, route, message) => {
    server = await startRecordedServer([{ method: "POST", path: "/chat/completions", ...route }]);
    await expect(requestChatCompletion({ baseUrl: server.url, apiKey: "k", model: "m" }, messages, { timeoutMs: 300, maxTokens: 100 })).rejects.toThrow(message);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/[namespace]/generate-ai-report/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedPortfolio } from "./portfolio-seed";

// A local server speaking the chat completions protocol; `mode` picks its behaviour.
let mode: "answer" | "error" = "answer";
const bodies: { messages: { role: string; content: string }[] }[] = [];
let fake: Server;

// Before useTestDatabase's hook: the environment is read once, on first use.
beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
      if (mode === "error") return void res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: "First paragraph <script>alert(1)</script>.\n\nSecond paragraph." } }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  process.env.LLM_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  process.env.LLM_MODEL = "test-model";
});
const database = useTestDatabase();
beforeAll(async () => seedPortfolio(database.current().db));
afterAll(async () => {
  delete process.env.LLM_BASE_URL;
  delete process.env.LLM_MODEL;
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const acme = params({ namespace: "acme" });
const post = async () => (await (await generate(authed("/api/acme/generate-ai-report", { json: { titleNumber: "NGL100001" } }), acme)).json()) as { report: string; writer: string };

describe("AI property report by the configured language model", () => {
  it("is written by the model from the facts, its text escaped into paragraphs, and says so", async () => {
    mode = "answer";
    const body = await post();
    expect(body.writer).toBe("llm");
    expect(body.report).toContain("written by the language model test-model");
    expect(body.report).toContain("<p>First paragraph &lt;script&gt;alert(1)&lt;/script&gt;.</p>");
    expect(body.report).toContain("<p>Second paragraph.</p>");
    const facts = JSON.parse(bodies.at(-1)?.messages[1]?.content ?? "{}") as { titleNumber: string; charges: unknown[] };
    expect(facts.titleNumber).toBe("NGL100001");
    expect(facts.charges).toHaveLength(2);
    expect((await database.current().db.report.findFirstOrThrow({ where: { writer: "llm" } })).titleNumber).toBe("NGL100001");
  });

  it("falls back to the rules writer when the model fails, saying why", async () => {
    mode = "error";
    const body = await post();
    expect(body.writer).toBe("rules");
    expect(body.report).toContain("the rules writer (the language model failed");
    expect(body.report).toContain("Barclays Bank PLC securing £250,000");
  });
});

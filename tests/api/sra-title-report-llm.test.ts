import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/services/sra-title-report/[uprn]/route";
import type { TitleReport } from "@/lib/title-report/schemas";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { seedTitleReportData } from "./sra-title-report-seed";

// A local server speaking the OpenAI chat completions protocol; `mode` picks its behaviour.
let mode: "answer" | "error" | "garbage" = "answer";
const bodies: { model: string; messages: { role: string; content: string }[] }[] = [];
let fake: Server;

// Before useTestDatabase's hook: the environment is read once, on first use.
beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") return void res.writeHead(404).end();
      bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
      if (mode === "error") return void res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
      if (mode === "garbage") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>gateway</html>");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: "TITLE\nThe model's analysis of TY100." } }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  process.env.LLM_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  process.env.LLM_MODEL = "test-model";
  process.env.LLM_API_KEY = "sk-local";
});
const database = useTestDatabase();
beforeAll(async () => {
  await seedArea(database.current().db);
  await seedTitleReportData(database.current().db);
});
afterAll(async () => {
  delete process.env.LLM_BASE_URL;
  delete process.env.LLM_MODEL;
  delete process.env.LLM_API_KEY;
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

async function generate(uprn: string): Promise<TitleReport> {
  const response = await getReport(authed(`/api/services/sra-title-report/${uprn}`), params({ uprn }));
  expect(response.status).toBe(200);
  return (await response.json()) as TitleReport;
}

describe("Professional Legal Analysis by the configured language model", () => {
  it("is written by the model from the structured facts only, and says so", async () => {
    mode = "answer";
    const report = await generate("100");
    expect(report.aiAnalysis).toBe("Written by the language model test-model from the structured facts in this report only; review it before relying on it.\n\nTITLE\nThe model's analysis of TY100.");
    expect(report.compliance.generatedBy).toContain("the language model test-model");
    const sent = bodies.at(-1);
    expect(sent?.model).toBe("test-model");
    const facts = JSON.parse(sent?.messages[1]?.content.replace(/^Facts \(JSON\):\n/, "") ?? "{}") as Record<string, unknown>;
    expect(Object.keys(facts)).toEqual(["uprn", "reportDate", "property", "ownership", "epc", "hmlr", "dataSources", "warnings"]);
    expect(facts).toMatchObject({ uprn: "100", hmlr: { titleNumber: "TY100" } });
    const stored = await database.current().db.report.findFirst({ where: { uprn: "100" }, orderBy: { createdAt: "desc" } });
    expect(stored?.writer).toBe("llm");
  });

  it.each([
    ["fails", "error" as const, "The language model is not available (status 500)"],
    ["answers something that is not the protocol", "garbage" as const, "The language model sent an answer we could not read"],
  ])("falls back to the rules writer with a note when the model %s", async (_, behaviour, reason) => {
    mode = behaviour;
    const report = await generate("101");
    expect(report.aiAnalysis).toContain(`The language model test-model could not write this analysis (${reason}), so the rules writer wrote it from the structured facts in this report.`);
    expect(report.aiAnalysis).toContain("Title TY101 is registered with freehold tenure");
    expect(report.compliance.generatedBy).toContain("the rules writer (the language model failed)");
  });
});

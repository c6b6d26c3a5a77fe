import { describe, expect, it } from "vitest";
import { POST as calculate } from "@/app/api/calculate-investment/route";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

// The calculation reads no data, but the session it needs is on record in a database.
useTestDatabase();

const PATH = "/api/calculate-investment";
const defaults = { propertyValue: 485_000, depositPercent: 25, monthlyRent: 1950, interestRate: 3.5 };

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describe("POST /api/calculate-investment", () => {
  it("returns the six spec fields for the spec defaults", async () => {
    const response = await calculate(authed(PATH, { json: defaults }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      deposit: 121_250,
      monthlyMortgage: 1821.02,
      monthlyProfit: -271.85,
      annualProfit: -3262.2,
      grossYield: 4.82,
      roi: -2.39,
    });
  });

  it.each([
    ["an additional property: stamp duty up £24,250, so a lower ROI", { ...defaults, buyerType: "additional" }, { deposit: 121_250, roi: -2.03 }],
    ["a first-time buyer", { ...defaults, buyerType: "first-time" }, { roi: -2.44 }],
    ["a cash purchase", { ...defaults, depositPercent: 100 }, { monthlyMortgage: 0, monthlyProfit: 1549.17, annualProfit: 18_590.04 }],
    ["cost overrides and a 15-year term", { ...defaults, termYears: 15, managementPercent: 0, voidsPercent: 0 }, { monthlyMortgage: 2600.39, monthlyProfit: -758.72 }],
  ])("honours the optional fields: %s", async (_name, json, expected) => {
    const response = await calculate(authed(PATH, { json }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(expected);
  });

  it.each([
    ["missing field", { depositPercent: 25, monthlyRent: 1950, interestRate: 3.5 }, "Enter the property value."],
    ["empty body", {}, "Enter the property value. Enter the deposit percentage. Enter the monthly rent."],
    ["string instead of a number", { ...defaults, monthlyRent: "1950" }, "The monthly rent must be a number."],
    ["negative value", { ...defaults, propertyValue: -485_000 }, "The property value must be at least £1."],
    ["negative rate", { ...defaults, interestRate: -1 }, "The interest rate must be at least 0%."],
    ["huge value", { ...defaults, propertyValue: 1e12 }, "The property value must be at most £100,000,000."],
    ["deposit over 100%", { ...defaults, depositPercent: 150 }, "The deposit percentage must be at most 100%."],
    ["unknown buyer type", { ...defaults, buyerType: "company" }, "The buyer type must be standard, additional or first-time."],
    ["not an object", [485_000, 25, 1950, 3.5], "Send a JSON object with propertyValue, depositPercent, monthlyRent and interestRate."],
  ])("%s → 400", async (_name, json, message) => {
    const response = await calculate(authed(PATH, { json }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toBe(message);
  });

  it.each([
    ["wrong content type (form-encoded)", 415, "propertyValue=485000", "application/x-www-form-urlencoded", "Send the request body as JSON (Content-Type: application/json)."],
    ["no content type", 415, JSON.stringify(defaults), "", "Send the request body as JSON (Content-Type: application/json)."],
    ["broken JSON", 400, '{"propertyValue": 485000,', "application/json", "The request body is not valid JSON."],
  ])("%s → %i", async (_name, status, body, contentType, message) => {
    const headers = new Headers(authed(PATH).headers);
    if (contentType) headers.set("content-type", contentType);
    const response = await calculate(new Request(`http://localhost${PATH}`, { method: "POST", body, headers }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).error.message).toBe(message);
  });

  it("needs a session: 401 without one", async () => {
    const response = await calculate(anonymous(PATH, { method: "POST", body: JSON.stringify(defaults), headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use the API." } });
  });
});

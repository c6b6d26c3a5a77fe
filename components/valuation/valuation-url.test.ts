import { describe, expect, it } from "vitest";
import { EMPTY_VALUATION_INPUTS, readValuationUrl, toValuationInputs, writeValuationUrl, type ValuationInputs } from "./valuation-url";

const read = (query: string) => readValuationUrl(new URLSearchParams(query));
const inputs = (extra: Partial<ValuationInputs>): ValuationInputs => ({ ...EMPTY_VALUATION_INPUTS, ...extra });

describe("readValuationUrl", () => {
  it("no parameters: an empty form and nothing to run", () => {
    expect(read("")).toEqual({ inputs: EMPTY_VALUATION_INPUTS, request: null });
  });

  it("a whole valuation: the form filled and the request to run", () => {
    const result = read("postcode=ne3+3lj&propertyType=semi-detached&bedrooms=3&bathrooms=1&sqft=950&uprn=4510012345&address=27+Bradwell+Road%2C+NE3+3LJ");
    expect(result.inputs).toEqual({ postcode: "NE3 3LJ", propertyType: "semi-detached", bedrooms: "3", bathrooms: "1", sqft: "950", uprn: "4510012345", address: "27 Bradwell Road, NE3 3LJ" });
    expect(result.request).toEqual({ postcode: "NE3 3LJ", propertyType: "semi-detached", bedrooms: 3, bathrooms: 1, sqft: 950, uprn: "4510012345" });
  });

  it("a postcode without a type fills the form but runs nothing", () => {
    expect(read("postcode=NE3%203LJ")).toEqual({ inputs: inputs({ postcode: "NE3 3LJ" }), request: null });
  });

  it.each<[string, Partial<ValuationInputs>]>([
    ["postcode=NE3&propertyType=flat", { propertyType: "flat" }],
    [`postcode=${"N".repeat(5000)}&propertyType=flat`, { propertyType: "flat" }],
    ["postcode=NE3+3LJ&propertyType=castle", { postcode: "NE3 3LJ" }],
    ["postcode=NE3+3LJ&propertyType=flat&bedrooms=9&bathrooms=0&sqft=50", { postcode: "NE3 3LJ", propertyType: "flat" }],
    ["postcode=NE3+3LJ&propertyType=flat&bedrooms=2.5&bathrooms=-1&sqft=1e3", { postcode: "NE3 3LJ", propertyType: "flat" }],
    ["postcode=NE3+3LJ&propertyType=flat&bedrooms=02", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: "2" }],
    ["postcode=NE3+3LJ&propertyType=flat&uprn=abc&address=Somewhere", { postcode: "NE3 3LJ", propertyType: "flat" }],
    ["postcode=NE3+3LJ&propertyType=flat&uprn=4510012345", { postcode: "NE3 3LJ", propertyType: "flat" }],
    [`postcode=NE3+3LJ&propertyType=flat&uprn=1&address=${"a".repeat(201)}`, { postcode: "NE3 3LJ", propertyType: "flat" }],
  ])("ignores what the form would not accept: ?%s", (query, expected) => {
    expect(read(query).inputs).toEqual(inputs(expected));
  });

  it("runs with the valid inputs when others are ignored", () => {
    expect(read("postcode=NE3+3LJ&propertyType=flat&bedrooms=99").request).toEqual({ postcode: "NE3 3LJ", propertyType: "flat" });
  });
});

describe("writeValuationUrl and toValuationInputs", () => {
  it("writes only the inputs given, and reads back the same request", () => {
    const request = { postcode: "NE3 3LJ", propertyType: "flat" as const, bedrooms: 2, uprn: "4510012345" };
    const written = writeValuationUrl({ inputs: toValuationInputs(request, "27 Bradwell Road, NE3 3LJ") });
    expect(written).toEqual({ postcode: "NE3 3LJ", propertyType: "flat", bedrooms: "2", uprn: "4510012345", address: "27 Bradwell Road, NE3 3LJ" });
    expect(read(new URLSearchParams(written).toString()).request).toEqual(request);
  });

  it("drops a UPRN without its address line", () => {
    expect(writeValuationUrl({ inputs: toValuationInputs({ postcode: "NE3 3LJ", propertyType: "house", uprn: "1" }, "") })).toEqual({ postcode: "NE3 3LJ", propertyType: "house" });
  });
});

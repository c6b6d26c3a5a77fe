import { describe, expect, it } from "vitest";
import { hasMalformedPath, hasMalformedRouterState } from "./check-request-shape";

describe("hasMalformedPath", () => {
  it.each([
    ["/search", false],
    ["/northbank-portfolio", false],
    ["/api/uprn/%20", false],
    ["/%ff-portfolio", true],
    ["/api/uprn/%E0%A4%A", true],
    ["/api/x/%", true],
  ])("%s → %s", (path, expected) => {
    expect(hasMalformedPath(path)).toBe(expected);
  });
});

describe("hasMalformedRouterState", () => {
  const tree = encodeURIComponent(JSON.stringify(["", { children: ["search", {}] }, null, null, true]));
  it.each([
    ["absent", undefined, false],
    ["a real tree", tree, false],
    ["not JSON", "%7Bnot-json", true],
    ["bad encoding", "%E0%A4%A", true],
    ["JSON but not an array", encodeURIComponent('{"a":1}'), true],
  ])("%s → %s", (_name, value, expected) => {
    const headers = new Headers(value === undefined ? {} : { "next-router-state-tree": value });
    expect(hasMalformedRouterState(headers)).toBe(expected);
  });
});

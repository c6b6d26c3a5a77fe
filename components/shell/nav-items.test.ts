import { describe, expect, it } from "vitest";
import { activeHref } from "./nav-items";

describe("activeHref", () => {
  it.each([
    ["/", "/residential/search"],
    ["/search", "/residential/search"],
    ["/residential/search", "/residential/search"],
    ["/comparison", "/tools/comparison"],
    ["/map/", "/tools/map"],
    ["/tools/trends", "/tools/trends"],
    ["/northbank-portfolio", "/northbank-portfolio"],
  ])("%s highlights %s", (path, expected) => {
    expect(activeHref(path)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { detectImageType } from "./detect-image-type";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("detectImageType", () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0), "image/jpeg"],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    [bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), "image/webp"],
    [bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    [bytes(0x25, 0x50, 0x44, 0x46), null],
    [new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), null],
    [bytes(), null],
  ])("%#: %s", (input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });
});

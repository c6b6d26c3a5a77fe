// The file's first bytes, not its name or the browser's word for it, say what it is.
const SIGNATURES: { type: "image/jpeg" | "image/png" | "image/webp"; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
  // RIFF....WEBP
  { type: "image/webp", test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50 },
];

/** image/jpeg, image/png or image/webp from the file's signature; null for anything else. */
export function detectImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

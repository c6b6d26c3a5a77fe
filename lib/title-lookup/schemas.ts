import { z } from "zod";

// Stated on the screen and enforced by the upload calls (decision 100).
export const MAX_UPLOAD_BYTES = 1_000_000;
export const MAX_UPLOAD_ROWS = 1_000;
export const UPLOAD_EXTENSIONS = [".csv", ".txt"] as const;
export const uploadFileOptions = { maxBytes: MAX_UPLOAD_BYTES, extensions: UPLOAD_EXTENSIONS };
/** Uploads listed on the Results tab, newest first. */
export const RECENT_UPLOADS = 20;

/** Job kinds (prisma Job.kind): addresses → titles, and titles → proprietors. */
export const ADDRESS_UPLOAD_KIND = "title-lookup";
export const TITLE_UPLOAD_KIND = "proprietor-lookup";
export type UploadKind = typeof ADDRESS_UPLOAD_KIND | typeof TITLE_UPLOAD_KIND;

// HM Land Registry title numbers: up to three letters (the office's prefix) then digits,
// e.g. NGL123456, TGL1, WM12345, CYM9876.
export const TITLE_NUMBER_PATTERN = /^[A-Z]{0,3}\d{1,8}$/;
export const TITLE_NUMBER_MESSAGE = "Enter a title number: up to three letters then digits, e.g. NGL123456.";
export const titleNumberSchema = z
  .string({ error: TITLE_NUMBER_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(TITLE_NUMBER_PATTERN, TITLE_NUMBER_MESSAGE);
export const titleDetailsRequestSchema = z.object({ titleNumber: titleNumberSchema });
export const uploadIdParamsSchema = z.object({ id: z.string().uuid("Upload id must be a UUID.") });

/** One line of an upload, as the job keeps it: a line that could not be read carries its error. */
export type UploadItem = { line: number; text: string; error?: string };
export const uploadJobInputSchema = z.object({
  fileName: z.string(),
  items: z.array(z.object({ line: z.number(), text: z.string(), error: z.string().optional() })),
});

export type RowConfidence = "HIGH" | "MEDIUM" | "LOW" | "NONE";
export type ProprietorResult = { name: string; category: string | null; companyNumber: string | null; country: string | null };
export type TitleResult = { titleNumber: string; tenure: string; propertyAddress: string; proprietors: ProprietorResult[]; source: string; period: string };
/** One upload row's result, kept as JSON in TitleLookup.result. */
export type RowResult = {
  line: number;
  input: string;
  confidence: RowConfidence | null;
  matchedAddress: string | null;
  uprn: string | null;
  titles: TitleResult[];
  error: string | null;
};
export type RowStatus = "found" | "not_found" | "error";

/** Attribution required by HM Land Registry's CCOD/OCOD licence on anything taken away. */
export const TITLE_ATTRIBUTION =
  "Contains HM Land Registry data © Crown copyright and database right. Title and proprietor data from HM Land Registry's UK and overseas companies datasets (CCOD/OCOD); not to be redistributed as a standalone product.";

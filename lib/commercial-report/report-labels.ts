export const COMMERCIAL_REPORT_HEADING = "Commercial Property Report";
export const COMMERCIAL_REPORT_SECTIONS = {
  records: "Transactions and certificates",
  valuation: "Investment valuation",
  lease: "Lease analysis",
  sources: "Sources and limits",
} as const;

// The words of spec part 2 §2.2, shared by the screen and the printed report so both say the same.
export const SECTION_HEADINGS = {
  property: "Property Overview",
  ownership: "Ownership Analysis",
  epc: "Energy Performance Certificate",
  hmlr: "HM Land Registry Information",
  analysis: "Professional Legal Analysis",
  sources: "Data Sources and Compliance",
} as const;

export const NOT_AVAILABLE = "Not available";
export const NOT_SPECIFIED = "Not specified";
export const SRA_BADGE = "SRA Compliant";
export const REPORT_HEADING = "Law Society SRA Compliant Title Reports";

/** dataSources keys (§3) as people read them: the first is the property-data provider's slot. */
export const SOURCE_LABELS = { chimnie: "Property data provider", epc: "EPC register", hmlr: "HM Land Registry" } as const;

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

// The words the screen and the printed report share, so both say the same.
export const REPORT_HEADING = "Residential Marketing Report";

export const SECTION_HEADINGS = {
  property: "Property Details",
  indoor: "Indoor",
  outdoor: "Outdoor",
  value: "Value",
  comparables: "Comparable Sales",
  surroundings: "Surroundings",
  demographics: "Demographics",
  safety: "Safety",
  environment: "Environment",
  facilities: "Facilities",
  transport: "Transport",
} as const;

export const SURROUNDING_GROUPS = ["demographics", "safety", "environment", "facilities", "transport"] as const;

// Spec part 1 §8 and §5, and §2's toast for an address the register holds no UPRN for.
export const REPORT_ERROR = "Error loading marketing report. Please check the UPRN and try again.";
export const BLANK_UPRN = "Please enter a valid UPRN";
export const NO_UPRN_TITLE = "UPRN not found";
export const NO_UPRN_TEXT = "This address has no UPRN in our register: UPRN lookup from this address needs additional integration. Enter the UPRN instead.";

export const DEMO_NOTICE =
  "Figures marked Demo data (synthetic) come from generated records, not from a register: they are shown for illustration and never used to work out a real figure.";

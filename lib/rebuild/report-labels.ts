// Headings shared by the screen and the printed report (the PDF test looks for each).
export const REBUILD_HEADING = "Insurance Rebuild Cost Assessment";
export const REBUILD_SECTIONS = {
  property: "Property Details",
  estimate: "Estimated Rebuild Cost",
  breakdown: "Cost Breakdown",
  methodology: "Methodology",
  considerations: "Considerations",
  surveyor: "Surveyor Review",
  sources: "Rates and Sources",
} as const;

export const PROPERTY_TYPE_LABELS: Record<string, string> = { detached: "Detached house", "semi-detached": "Semi-detached house", terraced: "Terraced house", bungalow: "Bungalow", flat: "Flat" };
export const BUILD_PERIOD_LABELS: Record<string, string> = { "pre-1919": "Before 1919", "1919-1944": "1919-1944", "1945-1979": "1945-1979", "1980-1999": "1980-1999", "2000-onwards": "2000 onwards" };

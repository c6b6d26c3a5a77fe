/** 250000 → "£250,000": the way charge schedules write amounts (grouped by hand, so no ICU). */
export function formatPounds(pounds: number): string {
  return `£${Math.round(pounds).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

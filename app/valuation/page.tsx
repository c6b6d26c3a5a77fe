// Short alias of /residential/valuation: the same page component (spec §2).
export { default, metadata } from "@/app/residential/valuation/page";

// Short alias of /residential/area-analysis: the same page component (spec §2).
export { default, metadata } from "@/app/residential/area-analysis/page";

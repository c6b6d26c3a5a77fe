// Short alias of /residential/investment: the same page component (spec §2).
export { default, metadata } from "@/app/residential/investment/page";

// Short alias of /residential/search: the same page component (spec §2).
export { default, metadata } from "@/app/residential/search/page";

// Short alias of /tools/map: the same page component (spec §2).
export { default, metadata } from "@/app/tools/map/page";

// Short alias of /tools/comparison: the same page component (spec §2).
export { default, metadata } from "@/app/tools/comparison/page";

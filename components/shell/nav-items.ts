export type NavItem = { href: string; label: string };
export type NavGroup = { title: string; items: NavItem[] };

// Spec part 1 §2: the sidebar groups, in order. Client portfolios come from the database.
export const staticNavGroups: NavGroup[] = [
  {
    title: "Residential Properties",
    items: [
      { href: "/residential/search", label: "Search" },
      { href: "/residential/valuation", label: "Valuation" },
      { href: "/residential/marketing", label: "Marketing" },
      { href: "/residential/area-analysis", label: "Area Analysis" },
      { href: "/residential/investment", label: "Investment" },
    ],
  },
  {
    title: "Commercial Properties",
    items: [
      { href: "/commercial/search", label: "Search" },
      { href: "/commercial/valuation", label: "Valuation" },
      { href: "/commercial/lease", label: "Lease" },
      { href: "/commercial/reports", label: "Reports" },
    ],
  },
  {
    title: "Professional Services",
    items: [
      { href: "/services/insurance-rebuild", label: "Insurance Rebuild" },
      { href: "/services/title-reports", label: "Title Reports" },
      { href: "/services/inspections", label: "Inspections" },
      { href: "/services/compliance", label: "Compliance" },
    ],
  },
];

export const toolsNavGroup: NavGroup = {
  title: "Tools & Analytics",
  items: [
    { href: "/tools/map", label: "Map" },
    { href: "/tools/comparison", label: "Comparison" },
    { href: "/tools/trends", label: "Trends" },
    { href: "/tools/uprn-lookup", label: "UPRN Lookup" },
    { href: "/tools/epc-search", label: "EPC Search" },
    { href: "/tools/building-heights", label: "Building Heights" },
  ],
};

// Home and the short aliases highlight the item of the page they show.
const aliasOf: Record<string, string> = {
  "/": "/residential/search",
  "/search": "/residential/search",
  "/valuation": "/residential/valuation",
  "/area-analysis": "/residential/area-analysis",
  "/investment": "/residential/investment",
  "/comparison": "/tools/comparison",
  "/map": "/tools/map",
};

export function activeHref(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return aliasOf[path] ?? path;
}

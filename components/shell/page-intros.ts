// Title and one-paragraph explanation of each tool, shown at the top of its page.
export const pageIntros = {
  search: {
    title: "Property Search",
    description:
      "Search sales and listings by postcode (with a radius), UPRN or address. Results show the average price and its 12-month change, how many properties were found, typical days on market, and a 12-month price trend, each from HM Land Registry Price Paid data and current listings.",
  },
  valuation: {
    title: "Valuation Tool",
    description:
      "Estimate what a home would sell and let for. The valuation uses comparable sales near the postcode of the same property type, adjusted for size and for the date of each sale with a local price index, then estimates the monthly rent from local lettings and works out the gross yield.",
  },
  marketing: {
    title: "Residential Marketing Reports",
    description:
      "Produce a marketing report for a home from its UPRN: the property's attributes (type, bedrooms, build period), indoor, outdoor and value details, and its surroundings: demographics, safety, environment, facilities and transport.",
  },
  areaAnalysis: {
    title: "Area Analysis",
    description:
      "Analyse an area by postcode or address: average price and its change, average rent, days on market, crime per 1,000 residents with the most common crime types, and planning constraints such as conservation areas and Areas of Outstanding Natural Beauty.",
  },
  investment: {
    title: "Investment Calculator",
    description:
      "Model a buy-to-let purchase: stamp duty, deposit and a repayment mortgage, monthly running costs, net yield and return on investment, a 10-year projection compounding value and rent, and conservative, moderate and optimistic scenarios.",
  },
  commercialSearch: {
    title: "Commercial Property Search",
    description:
      "Find commercial premises and their transaction history by postcode, UPRN or address, using the same property data as residential search without the residential filter.",
  },
  commercialValuation: {
    title: "Commercial Valuation",
    description:
      "Value a let commercial property by the investment method: term and reversion at stated yields, net of purchaser's costs, with the working shown and non-residential sales nearby as comparables.",
  },
  commercialLease: {
    title: "Lease Analysis",
    description:
      "Analyse a set of commercial leases (unexpired terms, breaks, rent reviews and the WAULT), or work out the statutory premium for extending a flat's lease.",
  },
  commercialReports: {
    title: "Commercial Reports",
    description: "Assemble a commercial property report from its title, valuation, lease and area data, ready to share with clients as a PDF.",
  },
  insuranceRebuild: {
    title: "Insurance Rebuild Cost Assessment",
    description:
      "Estimate the cost of rebuilding a home for insurance from its UPRN: the estimated rebuild cost, the assessment date and methodology, the considerations that affect it, the property details and a breakdown of the cost figures.",
  },
  titleReports: {
    title: "SRA Title Reports",
    description:
      "Generate a Law Society SRA-compliant title report for a UPRN, combining HM Land Registry title data, the EPC register, property data and a written legal analysis, with its data sources, compliance checks and validation warnings.",
  },
  inspections: {
    title: "Property Inspections",
    description: "Plan and record property inspections: condition, defects and photographs against each property, with the history of past inspections.",
  },
  compliance: {
    title: "Compliance",
    description:
      "Check a property against the compliance records that matter to landlords and lenders: energy performance (minimum EPC rating), gas and electrical safety, and planning constraints.",
  },
  map: {
    title: "Property Map",
    description:
      "See properties on a map, coloured by status (sold, for sale, to let), with filters for price, bedrooms, type and status, and a list view of the same results.",
  },
  comparison: {
    title: "Property Comparison",
    description: "Compare up to four properties side by side: price, price per square foot, bedrooms, bathrooms, size, status and date, and save comparisons to reopen later.",
  },
  trends: {
    title: "Market Trends",
    description: "Follow prices and sales volumes over time by area and property type, drawn from HM Land Registry Price Paid data.",
  },
  uprnLookup: {
    title: "UPRN Lookup",
    description: "Look up a property by its Unique Property Reference Number, or find UPRNs by address, postcode or distance from a point.",
  },
  epcSearch: {
    title: "EPC Register Search",
    description: "Search the official UK Energy Performance Certificate database by UPRN or postcode",
  },
  buildingHeights: {
    title: "OS Building Heights",
    description:
      "Search building heights by UPRN, by coordinates or by an area: heights to one decimal place, low-rise, mid-rise and high-rise counts, and the tallest buildings nearby.",
  },
  titleLookup: {
    title: "Title Registry Lookup",
    description:
      "Find HM Land Registry title numbers for a list of addresses, or the proprietors of a list of title numbers, by uploading a .csv or .txt file, or look up one title at a time.",
  },
} as const;

export type PageIntroKey = keyof typeof pageIntros;

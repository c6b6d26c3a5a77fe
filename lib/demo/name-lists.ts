// Small, deliberately ordinary name lists for synthetic proprietors and lenders. Lender names
// are the registered names of real UK mortgage lenders as they appear in charge entries.
import type { Region } from "./demo-types";

export const FIRST_NAMES = [
  "James", "John", "David", "Michael", "Paul", "Andrew", "Mark", "Stephen", "Peter", "Robert",
  "Christopher", "Daniel", "Thomas", "Matthew", "Richard", "Gary", "Ian", "Neil", "Craig", "Lee",
  "Sarah", "Emma", "Claire", "Helen", "Laura", "Rachel", "Nicola", "Joanne", "Karen", "Susan",
  "Elizabeth", "Catherine", "Rebecca", "Amy", "Louise", "Gemma", "Hannah", "Victoria", "Jennifer", "Margaret",
  "Mohammed", "Aisha", "Priya", "Rajesh", "Wei", "Anna", "Piotr", "Fatima", "Oliver", "Sophie",
] as const;

export const SURNAMES = [
  "Smith", "Jones", "Taylor", "Brown", "Wilson", "Robson", "Thompson", "Walker", "Wright", "Robinson",
  "Johnson", "White", "Hall", "Green", "Wood", "Jackson", "Harrison", "Clarke", "Turner", "Hughes",
  "Scott", "Armstrong", "Charlton", "Dixon", "Bell", "Milburn", "Forster", "Ridley", "Elliott", "Graham",
  "Moore", "Lee", "Hill", "Baker", "Ward", "Kelly", "Mitchell", "Shaw", "Fletcher", "Holt",
  "Barlow", "Ashworth", "Whittaker", "Pickering", "Howarth", "Kaur", "Khan", "Patel", "Begum", "Nowak",
] as const;

export const COMPANY_STEMS: Record<Region, readonly string[]> = {
  "north-east": ["Tyne Valley", "Quayside", "Jesmond", "Northgate", "Castle Keep", "Tynemouth", "Heaton", "Grainger", "Wansbeck", "Ouseburn", "Cheviot", "Hadrian", "Lindisfarne", "Gosforth Park", "Derwent"],
  "north-west": ["Pennine", "Irwell", "Redbrick", "Mersey Vale", "Deansgate", "Ancoats", "Millstone", "Trafford", "Peel", "Cottonwood", "Bridgewater", "Saddleworth", "Kingfisher", "Chorlton", "Worsley"],
  midlands: ["Arden", "Cannock Chase", "Peak", "Trent Valley", "Severn", "Charnwood", "Malvern", "Mercia", "Sherwood", "Kenilworth", "Brindley", "Dove Valley", "Foxton", "Tamworth", "Avon"],
};

export const COMPANY_SUFFIXES = ["Properties Limited", "Estates Limited", "Lettings Limited", "Investments Limited", "Property Holdings Limited", "Homes Limited", "Residential Limited"] as const;

export const OFFICE_ADDRESSES: Record<Region, readonly string[]> = {
  "north-east": ["Grey Street, Newcastle upon Tyne", "Collingwood Street, Newcastle upon Tyne", "Quayside, Newcastle upon Tyne", "Front Street, Gosforth, Newcastle upon Tyne", "Station Road, Whitley Bay"],
  "north-west": ["King Street, Manchester", "Peter Street, Manchester", "Spring Gardens, Manchester", "Chapel Street, Salford", "Wellington Road South, Stockport"],
  midlands: ["Colmore Row, Birmingham", "Newhall Street, Birmingham", "Friar Gate, Derby", "Granby Street, Leicester", "Warwick Road, Solihull"],
};

export const OVERSEAS_JURISDICTIONS = [
  { country: "Jersey", suffix: "Limited", office: "Esplanade, St Helier, Jersey" },
  { country: "Guernsey", suffix: "Limited", office: "Le Marchant Street, St Peter Port, Guernsey" },
  { country: "British Virgin Islands", suffix: "Holdings Limited", office: "Wickhams Cay, Road Town, Tortola, British Virgin Islands" },
  { country: "Isle of Man", suffix: "Limited", office: "Athol Street, Douglas, Isle of Man" },
  { country: "Luxembourg", suffix: "S.a r.l.", office: "Boulevard Royal, Luxembourg" },
] as const;

// Weighted by rough share of the residential mortgage market.
export const RESIDENTIAL_LENDERS: readonly (readonly [string, number])[] = [
  ["Nationwide Building Society", 14],
  ["Bank of Scotland PLC", 10],
  ["Lloyds Bank PLC", 9],
  ["Santander UK PLC", 9],
  ["Barclays Bank UK PLC", 9],
  ["National Westminster Bank PLC", 9],
  ["HSBC UK Bank PLC", 7],
  ["Coventry Building Society", 5],
  ["Yorkshire Building Society", 4],
  ["Skipton Building Society", 3],
  ["Leeds Building Society", 3],
  ["TSB Bank PLC", 3],
  ["Clydesdale Bank PLC", 3],
  ["Newcastle Building Society", 2],
  ["Accord Mortgages Limited", 2],
];

export const BUY_TO_LET_LENDERS: readonly (readonly [string, number])[] = [
  ["The Mortgage Works (UK) PLC", 10],
  ["Paragon Bank PLC", 8],
  ["BM Solutions (a division of Bank of Scotland PLC)", 7],
  ["Kent Reliance (a trading name of OneSavings Bank PLC)", 6],
  ["Precise Mortgages (a trading name of Charter Court Financial Services Limited)", 4],
  ["Shawbrook Bank Limited", 4],
  ["Aldermore Bank PLC", 3],
];

export const COMMERCIAL_LENDERS = [
  "Lloyds Bank PLC",
  "Barclays Bank PLC",
  "Santander UK PLC",
  "Handelsbanken PLC",
  "Allica Bank Limited",
  "Paragon Bank PLC",
  "Shawbrook Bank Limited",
  "OakNorth Bank PLC",
  "Close Brothers Limited",
  "Aldermore Bank PLC",
  "Cambridge & Counties Bank Limited",
  "Unity Trust Bank PLC",
] as const;

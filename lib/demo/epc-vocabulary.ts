// Values as they appear in the domestic EPC register (MHCLG bulk download columns
// CONSTRUCTION_AGE_BAND, MAINHEAT_DESCRIPTION, MAINHEATCONT_DESCRIPTION, HOTWATER_DESCRIPTION).
import type { EnergyRating } from "./energy-rating";

export type AgeBand = { label: string; from: number; to: number };

export const AGE_BANDS: readonly AgeBand[] = [
  { label: "England and Wales: before 1900", from: 1850, to: 1899 },
  { label: "England and Wales: 1900-1929", from: 1900, to: 1929 },
  { label: "England and Wales: 1930-1949", from: 1930, to: 1949 },
  { label: "England and Wales: 1950-1966", from: 1950, to: 1966 },
  { label: "England and Wales: 1967-1975", from: 1967, to: 1975 },
  { label: "England and Wales: 1976-1982", from: 1976, to: 1982 },
  { label: "England and Wales: 1983-1990", from: 1983, to: 1990 },
  { label: "England and Wales: 1991-1995", from: 1991, to: 1995 },
  { label: "England and Wales: 1996-2002", from: 1996, to: 2002 },
  { label: "England and Wales: 2003-2006", from: 2003, to: 2006 },
  { label: "England and Wales: 2007-2011", from: 2007, to: 2011 },
  { label: "England and Wales: 2012 onwards", from: 2012, to: 2100 },
];

// Weights per band (same order as AGE_BANDS), roughly the English Housing Survey stock profile:
// houses are mostly pre-1980, flats skew to conversions and post-1990 blocks.
export const HOUSE_AGE_WEIGHTS = [8, 15, 17, 15, 13, 7, 7, 4, 6, 4, 3, 1] as const;
export const FLAT_AGE_WEIGHTS = [6, 8, 5, 9, 13, 7, 8, 6, 12, 11, 9, 6] as const;

// Current-rating mix by build era, close to the register's distribution (mostly C and D;
// new builds B).
export function getRatingWeights(builtFrom: number): readonly (readonly [EnergyRating, number])[] {
  if (builtFrom >= 2012) return [["A", 4], ["B", 86], ["C", 10]];
  if (builtFrom >= 2003) return [["B", 22], ["C", 66], ["D", 12]];
  if (builtFrom >= 1983) return [["B", 3], ["C", 52], ["D", 38], ["E", 7]];
  if (builtFrom >= 1930) return [["C", 36], ["D", 47], ["E", 13], ["F", 3], ["G", 1]];
  return [["C", 22], ["D", 45], ["E", 22], ["F", 8], ["G", 3]];
}

export type HeatingSystem = { mainheat: string; controls: readonly string[]; hotWater: readonly string[] };

const GAS_BOILER: HeatingSystem = {
  mainheat: "Boiler and radiators, mains gas",
  controls: ["Programmer, room thermostat and TRVs", "Programmer, TRVs and bypass", "Time and temperature zone control", "Programmer and room thermostat", "Programmer, no room thermostat"],
  hotWater: ["From main system", "From main system", "From main system, no cylinder thermostat"],
};
const GAS_UNDERFLOOR: HeatingSystem = {
  mainheat: "Boiler and underfloor heating, mains gas",
  controls: ["Time and temperature zone control", "Programmer, room thermostat and TRVs"],
  hotWater: ["From main system"],
};
const STORAGE_HEATERS: HeatingSystem = {
  mainheat: "Electric storage heaters",
  controls: ["Manual charge control", "Automatic charge control", "Controls for high heat retention storage heaters"],
  hotWater: ["Electric immersion, off-peak", "Electric immersion, off-peak", "Electric immersion, standard tariff"],
};
const ROOM_HEATERS: HeatingSystem = {
  mainheat: "Room heaters, electric",
  controls: ["Programmer and appliance thermostats", "Appliance thermostats"],
  hotWater: ["Electric immersion, standard tariff", "Electric instantaneous at point of use"],
};
const HEAT_PUMP: HeatingSystem = {
  mainheat: "Air source heat pump, radiators, electric",
  controls: ["Time and temperature zone control", "Programmer, room thermostat and TRVs"],
  hotWater: ["From main system"],
};
const COMMUNITY: HeatingSystem = {
  mainheat: "Community scheme",
  controls: ["Flat rate charging, TRVs", "Charging system linked to use of community heating, programmer and TRVs"],
  hotWater: ["Community scheme"],
};

export function getHeatingWeights(isFlat: boolean, isNew: boolean): readonly (readonly [HeatingSystem, number])[] {
  if (isFlat && isNew) return [[GAS_BOILER, 40], [STORAGE_HEATERS, 15], [HEAT_PUMP, 20], [COMMUNITY, 15], [ROOM_HEATERS, 10]];
  if (isFlat) return [[GAS_BOILER, 62], [STORAGE_HEATERS, 24], [COMMUNITY, 7], [ROOM_HEATERS, 7]];
  if (isNew) return [[GAS_BOILER, 70], [GAS_UNDERFLOOR, 8], [HEAT_PUMP, 22]];
  return [[GAS_BOILER, 91], [GAS_UNDERFLOOR, 2], [STORAGE_HEATERS, 4], [HEAT_PUMP, 2], [ROOM_HEATERS, 1]];
}

export const EPC_TENURES = { owner: "Owner-occupied", privateRent: "Rented (private)", socialRent: "Rented (social)" } as const;

import { describe, expect, it } from "vitest";
import { chooseValuationType } from "./choose-valuation-type";

const sale = (propertyType: string) => ({ source: "hmlr-ppd", period: "2022", price: 1, date: new Date("2022-01-01"), propertyType, tenure: "F", newBuild: false });
const epc = (source: string, propertyType: string | null, builtForm: string | null) => ({
  source, period: "2026-09", propertyType, builtForm, constructionAgeBand: null, totalFloorArea: null, numberHabitableRooms: null,
  currentEnergyRating: null, potentialEnergyRating: null, mainheatDescription: null, hotWaterDescription: null, lodgementDate: null,
});

describe("chooseValuationType", () => {
  it.each([
    ["a Price Paid semi", { lastSale: sale("S"), epc: epc("epc-register", "Flat", null) }, "semi-detached"],
    ["a Price Paid flat", { lastSale: sale("F"), epc: null }, "flat"],
    ["a sale of type O falls back to a real EPC", { lastSale: sale("O"), epc: epc("epc-register", "House", "Mid-Terrace") }, "terraced"],
    ["a real EPC semi-detached house", { lastSale: null, epc: epc("epc-register", "House", "Semi-Detached") }, "semi-detached"],
    ["a real EPC detached house", { lastSale: null, epc: epc("epc-register", "House", "Detached") }, "detached"],
    ["a real EPC maisonette", { lastSale: null, epc: epc("epc-register", "Maisonette", "End-Terrace") }, "maisonette"],
    ["a real EPC bungalow", { lastSale: null, epc: epc("epc-register", "Bungalow", "Detached") }, "bungalow"],
    ["a real EPC house of unknown form", { lastSale: null, epc: epc("epc-register", "House", null) }, "house"],
    ["a demo EPC never chooses", { lastSale: null, epc: epc("demo", "House", "Detached") }, null],
    ["a park home is not valued", { lastSale: null, epc: epc("epc-register", "Park home", null) }, null],
    ["nothing recorded", { lastSale: null, epc: null }, null],
  ])("%s", (_name, facts, expected) => {
    expect(chooseValuationType(facts)).toBe(expected);
  });
});

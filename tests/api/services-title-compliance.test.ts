import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCompliance } from "@/app/api/services/compliance/[id]/route";
import { GET as getTitleRegister } from "@/app/api/services/title-report/[id]/route";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { HOSTILE_NAME, seedTitleReportData } from "./sra-title-report-seed";

const database = useTestDatabase();
beforeAll(async () => {
  await seedArea(database.current().db);
  await seedTitleReportData(database.current().db);
});

type Compliance = {
  epc: { status: string; currentRating: string | null; validUntil: string | null; meetsLettingMinimum: boolean | null };
  ownership: { titleFound: boolean; titleNumbers: string[]; tenure: string | null; companyOwnership: boolean; overseasOwnership: boolean; registeredCharges: number };
  planning: { conservationAreas: string[] | null; listedBuildingsNearby: { name: string; distanceMetres: number }[] | null };
  buildingSafety: { heightMetres: number | null; applies: boolean | null };
  warnings: { code: string; reason: string; action: string }[];
};

async function compliance(id: string): Promise<Compliance> {
  const response = await getCompliance(authed(`/api/services/compliance/${id}`), params({ id }));
  expect(response.status).toBe(200);
  return (await response.json()) as Compliance;
}

describe("GET /api/services/title-report/{id}", () => {
  it("answers the register summary of the UPRN's title", async () => {
    const response = await getTitleRegister(authed("/api/services/title-report/100"), params({ id: "100" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      uprn: "100",
      address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ",
      titles: [
        {
          titleNumber: "TY100",
          tenure: "Leasehold",
          propertyAddress: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ",
          proprietors: [{ name: HOSTILE_NAME, companyNumber: "01234567", category: "Limited Company or Public Limited Company", countryIncorporated: null, address: "1 Quayside, Newcastle upon Tyne NE1 3DE" }],
          charges: [{ description: "Registered charge dated 4 May 2021 in favour of Northern Rock Bank", date: "2021-05-04" }],
          source: "hmlr-ccod",
          period: "2026-10",
        },
      ],
    });
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["102", 404, "No HM Land Registry title is linked to UPRN 102."],
    ["999", 404, "No property with UPRN 999 was found."],
  ])("%s → %d", async (id, status, message) => {
    const response = await getTitleRegister(authed(`/api/services/title-report/${id}`), params({ id }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("needs a session", async () => {
    expect((await getTitleRegister(anonymous("/api/services/title-report/100"), params({ id: "100" }))).status).toBe(401);
  });
});

describe("GET /api/services/compliance/{id}", () => {
  it("gives the checks as data, from the same facts as the title report's warnings", async () => {
    const result = await compliance("100");
    expect(result.epc).toEqual({ status: "valid", currentRating: "F", validUntil: "2031-02-02", meetsLettingMinimum: false });
    expect(result.ownership).toEqual({ titleFound: true, titleNumbers: ["TY100"], tenure: "Leasehold", companyOwnership: true, overseasOwnership: false, registeredCharges: 1 });
    expect(result.planning.conservationAreas).toEqual(["Bradwell Road"]);
    expect(result.planning.listedBuildingsNearby?.[0]?.name).toBe("Bradwell Road Lodge");
    expect(result.buildingSafety).toEqual({ heightMetres: 14.2, applies: true });
    expect(result.warnings.map((w) => w.code)).toEqual(["epc_below_minimum", "company_proprietor", "leasehold", "open_charges", "conservation_area", "listed_building_nearby", "building_safety_height", "demo_data"]);
  });

  it("passes a quiet home and says what it cannot tell", async () => {
    const quiet = await compliance("101");
    expect(quiet.epc).toMatchObject({ status: "valid", meetsLettingMinimum: true });
    expect(quiet.ownership).toMatchObject({ companyOwnership: false, overseasOwnership: false, registeredCharges: 0, tenure: "Freehold" });
    expect(quiet.buildingSafety).toEqual({ heightMetres: 7.1, applies: false });
    const bare = await compliance("102");
    expect(bare.epc).toEqual({ status: "none", currentRating: null, validUntil: null, meetsLettingMinimum: null });
    expect(bare.ownership.titleFound).toBe(false);
    expect(bare.buildingSafety).toEqual({ heightMetres: null, applies: null });
    expect(bare.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["no_title", "no_epc"]));
  });

  it("flags an overseas owner", async () => {
    expect((await compliance("103")).ownership).toMatchObject({ companyOwnership: true, overseasOwnership: true });
  });

  it.each([
    ["12x", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["999", 404, "No property with UPRN 999 was found."],
  ])("%s → %d", async (id, status, message) => {
    const response = await getCompliance(authed(`/api/services/compliance/${id}`), params({ id }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});

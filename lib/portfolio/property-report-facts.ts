import type { ChargeDto, PropertyDto, ValuationDto } from "./to-portfolio-dtos";

export type PropertyReportFacts = {
  clientName: string;
  titleNumber: string;
  uprn: string | null;
  property: PropertyDto | null;
  valuations: ValuationDto[];
  charges: ChargeDto[];
  assetTrace: { date: string | null; event: string; value: number | null; notes: string | null }[];
  register: { tenure: string; proprietors: { name: string; category: string | null }[]; charges: { date: string | null; description: string }[] } | null;
};

import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";

export const marketingReportParamsSchema = z.object({ uprn: uprnSchema });

export const REPORT_TYPE = "Residential Marketing Report";

/** How a figure's value is read: the screen and the printed report format it alike (format-figure.ts). */
export type FigureUnit = "text" | "gbp" | "gbp-range" | "gbp-per-month" | "gbp-per-year" | "percent" | "count" | "sqft" | "sqm" | "metres" | "per-1000" | "date" | "yes-no";

/** Where a figure comes from and when it was true; demo marks synthetic data. */
export type FigureSource = { name: string; period: string | null; demo: boolean };

export type ReportFigure = {
  label: string;
  /** null when we hold no such figure: the note says why. A range ("gbp-range") is [low, high]. */
  value: string | number | boolean | readonly [number, number] | null;
  unit: FigureUnit;
  source: FigureSource | null;
  note: string | null;
};

export type FigureGroup = Record<string, ReportFigure>;

export type ReportComparable = { address: string; postcode: string; price: number; date: string; propertyType: string; distanceMetres: number | null };

/**
 * The marketing report of spec part 1 §3: the property (address, attributes, indoor,
 * outdoor and value maps) and the surroundings maps. Every figure carries its source and
 * period; a group we hold no data for says so in its figures' notes.
 */
export type MarketingReport = {
  reportDate: string;
  uprn: string;
  reportType: typeof REPORT_TYPE;
  property: {
    address: string | null;
    addressSource: FigureSource | null;
    attributes: FigureGroup;
    indoor: FigureGroup;
    outdoor: FigureGroup;
    value: FigureGroup;
    comparables: ReportComparable[];
    valuationNotes: string[];
  };
  surroundings: {
    demographics: FigureGroup;
    safety: FigureGroup;
    environment: FigureGroup;
    facilities: FigureGroup;
    transport: FigureGroup;
  };
  /** True when any figure in the report comes from synthetic demo data. */
  containsDemoData: boolean;
};

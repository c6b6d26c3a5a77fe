"use client";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { portfolioMutations } from "@/lib/portfolio/api";
import { buildReportFileName } from "@/lib/portfolio/describe-portfolio-rows";
import { AiReportDialog } from "./ai-report-dialog";
import { ChargedPropertiesTab } from "./charged-properties-tab";
import { ChargesTab } from "./charges-tab";
import { PortfolioSummary } from "./portfolio-summary";
import { PropertiesTab } from "./properties-tab";
import { PropertyDetailsDialog } from "./property-details-dialog";
import { ValuationsTab } from "./valuations-tab";

/** The client portfolio screen (spec part 2 §2.4) for the client `client` (its slug). */
export function PortfolioScreen({ client, clientName }: { client: string; clientName: string }) {
  const [selectedTitle, setSelectedTitle] = useState<string | null>(null);
  const [report, setReport] = useState<{ titleNumber: string; html: string } | null>(null);
  const generate = useMutation(portfolioMutations.generateAiReport(client));
  const exportPdf = useMutation(portfolioMutations.exportPdf(client));

  function generateReport(titleNumber: string, uprn: string | undefined) {
    generate.mutate(
      { titleNumber, ...(uprn ? { uprn } : {}) },
      {
        onSuccess: (result) => {
          setSelectedTitle(null);
          setReport({ titleNumber, html: result.report });
          toast({ title: "AI Report Generated", description: `The property report for ${titleNumber} is ready.` });
        },
        onError: () => toast({ title: "Error", description: "Failed to generate AI report. Please try again.", variant: "destructive" }),
      },
    );
  }

  function downloadPdf() {
    if (!report) return;
    const fileName = buildReportFileName(report.titleNumber, new Date());
    exportPdf.mutate(
      { htmlContent: report.html, titleNumber: report.titleNumber, fileName },
      {
        onSuccess: (saved) => toast({ title: "PDF Downloaded", description: saved }),
        onError: (error) => toast({ title: "PDF Export Failed", description: error.message || "Failed to export PDF", variant: "destructive" }),
      },
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {generate.isPending ? (
        <div role="status" className="fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Generating AI Property Report...
        </div>
      ) : null}
      <PortfolioSummary client={client} clientName={clientName} />
      <Tabs defaultValue="properties" className="grid gap-4">
        <TabsList className="flex-wrap">
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="valuations">Valuations</TabsTrigger>
          <TabsTrigger value="charges">Charges Register</TabsTrigger>
          <TabsTrigger value="charged">Charged Properties</TabsTrigger>
        </TabsList>
        <TabsContent value="properties">
          <PropertiesTab client={client} onOpenDetails={setSelectedTitle} />
        </TabsContent>
        <TabsContent value="valuations">
          <ValuationsTab client={client} onOpenDetails={setSelectedTitle} />
        </TabsContent>
        <TabsContent value="charges">
          <ChargesTab client={client} />
        </TabsContent>
        <TabsContent value="charged">
          <ChargedPropertiesTab client={client} />
        </TabsContent>
      </Tabs>
      <PropertyDetailsDialog client={client} titleNumber={selectedTitle} onClose={() => setSelectedTitle(null)} onGenerateReport={generateReport} generating={generate.isPending} />
      <AiReportDialog report={report} downloading={exportPdf.isPending} onDownload={downloadPdf} onClose={() => setReport(null)} />
    </div>
  );
}

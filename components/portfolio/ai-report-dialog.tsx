"use client";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = { report: { titleNumber: string; html: string } | null; downloading: boolean; onDownload: () => void; onClose: () => void };

/** The AI report as rich HTML (sanitised by the server before it is stored and sent) with Download PDF. */
export function AiReportDialog({ report, downloading, onDownload, onClose }: Props) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>AI Property Report</DialogTitle>
          <DialogDescription>Title number {report?.titleNumber}</DialogDescription>
        </DialogHeader>
        <Button type="button" className="justify-self-start" onClick={onDownload} disabled={downloading}>
          <Download aria-hidden />
          {downloading ? "Preparing PDF..." : "Download PDF"}
        </Button>
        {/* The server's allowlist sanitiser wrote this HTML; it holds no script or remote resource. */}
        {report ? <article className="prose prose-sm max-w-none dark:prose-invert" aria-label="AI property report" dangerouslySetInnerHTML={{ __html: report.html }} /> : null}
      </DialogContent>
    </Dialog>
  );
}

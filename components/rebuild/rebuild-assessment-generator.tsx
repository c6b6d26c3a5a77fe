"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { GeneratedReport } from "@/components/forms/generated-report";
import { rebuildQueries, type RebuildRequest } from "@/lib/rebuild/api";
import { REBUILD_HEADING } from "@/lib/rebuild/report-labels";
import { RebuildAssessmentForm } from "./rebuild-assessment-form";
import { RebuildAssessmentResult } from "./rebuild-assessment-result";

// Spec part 1 §8.
const ASSESSMENT_ERROR = "Error loading rebuild assessment. Please check the UPRN and try again.";

export function RebuildAssessmentGenerator() {
  const [request, setRequest] = useState<RebuildRequest | null>(null);
  const assessment = useQuery({ ...rebuildQueries.assessment(request ?? { id: "0" }), enabled: request !== null });

  function submit(next: RebuildRequest) {
    const same = request && JSON.stringify(next) === JSON.stringify(request);
    if (same) void assessment.refetch();
    else setRequest(next);
  }

  return (
    <GeneratedReport
      heading={REBUILD_HEADING}
      asked={request !== null}
      report={assessment}
      errorTitle={ASSESSMENT_ERROR}
      form={<RebuildAssessmentForm busy={assessment.isFetching} onSubmit={submit} />}
      renderReport={(report) => (request ? <RebuildAssessmentResult report={report} request={request} /> : null)}
    />
  );
}

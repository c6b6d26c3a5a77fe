"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
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
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{REBUILD_HEADING}</h2>
        </CardHeader>
        <CardContent>
          <RebuildAssessmentForm busy={assessment.isFetching} onSubmit={submit} />
        </CardContent>
      </Card>
      {request === null ? null : assessment.isFetching && !assessment.data ? (
        <Skeleton className="h-96" />
      ) : assessment.isError ? (
        <QueryError title={ASSESSMENT_ERROR} error={assessment.error} />
      ) : assessment.data ? (
        <RebuildAssessmentResult report={assessment.data} request={request} />
      ) : null}
    </div>
  );
}

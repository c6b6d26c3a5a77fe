import { Badge } from "@/components/ui/badge";
import type { CheckStatus } from "@/lib/compliance/evaluate-compliance";
import { CHECK_STATUS_LABELS as LABELS } from "@/lib/compliance/portfolio-compliance-csv";
const VARIANTS = { pass: "success", due: "secondary", fail: "destructive", review: "outline", unknown: "outline" } as const;

export const statusLabel = (status: CheckStatus) => LABELS[status];

export function StatusBadge({ status }: { status: CheckStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}

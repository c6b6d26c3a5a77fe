import { Badge } from "@/components/ui/badge";
import type { CheckStatus } from "@/lib/compliance/evaluate-compliance";

const LABELS: Record<CheckStatus, string> = { pass: "Pass", due: "Due", fail: "Fail", review: "Review", unknown: "Unknown" };
const VARIANTS = { pass: "success", due: "secondary", fail: "destructive", review: "outline", unknown: "outline" } as const;

export const statusLabel = (status: CheckStatus) => LABELS[status];

export function StatusBadge({ status }: { status: CheckStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}

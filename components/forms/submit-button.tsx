import { Loader2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type"> & {
  /** While true the button is disabled and shows a spinner in place of its icon. */
  busy: boolean;
  /** The label while busy (e.g. "Searching..."); the normal label when omitted. */
  busyText?: string;
  icon?: ReactNode;
};

/** A form's submit button with its busy state: no double submits, and the wait is visible. */
export function SubmitButton({ busy, busyText, icon, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled || busy} {...props}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : icon}
      {busy && busyText ? busyText : children}
    </Button>
  );
}

"use client";
import { Loader2 } from "lucide-react";
import { AddressFinder } from "@/components/forms/address-finder";
import { Button } from "@/components/ui/button";
import type { AddressDetails } from "@/lib/address-finder/schemas";

/**
 * The inline address editor of a row (Fix / Correct / Edit Address): the address
 * autocomplete, Cancel, and a saving indicator while the change is sent.
 */
export function InlineAddressEditor({ label, saving, onSave, onCancel }: { label: string; saving: boolean; onSave: (details: AddressDetails) => void; onCancel: () => void }) {
  return (
    <div className="grid min-w-72 gap-2" onClick={(event) => event.stopPropagation()}>
      <AddressFinder label={label} onSelect={onSave} />
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {saving ? (
          <span role="status" className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Saving...
          </span>
        ) : null}
      </div>
    </div>
  );
}

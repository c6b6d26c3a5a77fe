"use client";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { checkAddressInput } from "@/lib/property/check-property-input";

export type AreaRequest = { mode: "postcode"; postcode: string } | { mode: "address"; address: string };
type Mode = AreaRequest["mode"];

/** Spec §2: search by postcode or by address; the address is matched to a postcode first. Filled from `initial` (the URL's) when it mounts. */
export function AreaSearchForm({ initial, busy, onSearch }: { initial: AreaRequest | null; busy: boolean; onSearch: (request: AreaRequest) => void }) {
  const [mode, setMode] = useState<Mode>(initial?.mode ?? "postcode");
  const [postcode, setPostcode] = useState(initial?.mode === "postcode" ? initial.postcode : "");
  const [address, setAddress] = useState(initial?.mode === "address" ? initial.address : "");

  const value = mode === "postcode" ? postcode : address;
  const error = value.trim() ? (mode === "postcode" ? checkPostcodeInput : checkAddressInput)(value) : null;
  const invalid = !value.trim() || error !== null;
  const errorId = "area-search-error";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) return;
    if (mode === "postcode") {
      onSearch({ mode: "postcode", postcode: normalisePostcodeInput(postcode) });
    } else {
      onSearch({ mode: "address", address: address.trim() });
    }
  }

  return (
    <form onSubmit={submit} className="rounded-lg border bg-card p-4 shadow-sm sm:p-5" aria-label="Area search">
      <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
        <TabsList aria-label="Search by">
          <TabsTrigger value="postcode">Search by postcode</TabsTrigger>
          <TabsTrigger value="address">Search by address</TabsTrigger>
        </TabsList>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TabsContent value="postcode" className="mt-0 flex-1">
            <PostcodeField id="area-postcode" placeholder="e.g. NE1 4ST, NE1 or NE1 4" value={postcode} onChange={(e) => setPostcode(e.target.value)} error={mode === "postcode" ? error : null} describedBy={errorId} />
          </TabsContent>
          <TabsContent value="address" className="mt-0 flex-1">
            <TextField
              id="area-address"
              label="Address"
              placeholder="e.g. 27 Bradwell Road, Newcastle NE3 3LJ"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              error={mode === "address" ? error : null}
              describedBy={errorId}
              autoComplete="street-address"
            />
          </TabsContent>
          <SubmitButton busy={busy} busyText="Analysing..." icon={<Search aria-hidden />} disabled={invalid} className="sm:w-40">
            Analyse Area
          </SubmitButton>
        </div>
      </Tabs>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-destructive">
        {error}
      </p>
    </form>
  );
}

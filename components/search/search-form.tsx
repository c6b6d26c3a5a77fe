"use client";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SearchParams } from "@/lib/search/api";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { checkAddressInput, checkUprnInput } from "@/lib/property/check-property-input";
import { formatMiles } from "@/lib/property/units";
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from "@/lib/search/search-input";

type Mode = SearchParams["searchType"];

/** The search form, filled from `initial` (the search in the URL) when it mounts. */
export function SearchForm({ initial, busy, onSearch }: { initial: SearchParams | null; busy: boolean; onSearch: (params: SearchParams) => void }) {
  const [mode, setMode] = useState<Mode>(initial?.searchType ?? "postcode");
  const [postcode, setPostcode] = useState(initial?.searchType === "postcode" ? initial.postcode : "");
  const [radius, setRadius] = useState<string>(initial?.searchType === "postcode" ? initial.radius : DEFAULT_RADIUS);
  const [uprn, setUprn] = useState(initial?.searchType === "uprn" ? initial.uprn : "");
  const [address, setAddress] = useState(initial?.searchType === "address" ? initial.address : "");

  const value = mode === "postcode" ? postcode : mode === "uprn" ? uprn : address;
  const check = mode === "postcode" ? checkPostcodeInput : mode === "uprn" ? checkUprnInput : checkAddressInput;
  const error = value.trim() ? check(value) : null;
  const invalid = !value.trim() || error !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) return;
    if (mode === "postcode") onSearch({ searchType: "postcode", postcode: normalisePostcodeInput(postcode), radius });
    else if (mode === "uprn") onSearch({ searchType: "uprn", uprn: uprn.trim() });
    else onSearch({ searchType: "address", address: address.trim() });
  }

  const errorId = "search-error";

  return (
    <form onSubmit={submit} className="rounded-lg border bg-card p-4 shadow-sm sm:p-5" aria-label="Property search">
      <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
        <TabsList aria-label="Search by">
          <TabsTrigger value="postcode">Postcode</TabsTrigger>
          <TabsTrigger value="uprn">UPRN</TabsTrigger>
          <TabsTrigger value="address">Address</TabsTrigger>
        </TabsList>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TabsContent value="postcode" className="mt-0 flex flex-1 flex-col gap-3 sm:flex-row">
            <PostcodeField id="search-postcode" placeholder="e.g. NE3 3LJ, NE3 or NE3 3" value={postcode} onChange={(e) => setPostcode(e.target.value)} error={mode === "postcode" ? error : null} describedBy={errorId} />
            <div className="grid gap-2 sm:w-40">
              <Label htmlFor="search-radius">Radius</Label>
              <NativeSelect id="search-radius" value={radius} onChange={(e) => setRadius(e.target.value)}>
                {RADIUS_OPTIONS.map((r) => (
                  <option key={r} value={r}>
                    {formatMiles(r)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </TabsContent>
          <TabsContent value="uprn" className="mt-0 flex-1">
            <TextField id="search-uprn" label="UPRN" inputMode="numeric" placeholder="e.g. 100000123456" value={uprn} onChange={(e) => setUprn(e.target.value)} error={mode === "uprn" ? error : null} describedBy={errorId} />
          </TabsContent>
          <TabsContent value="address" className="mt-0 flex-1">
            <TextField id="search-address" label="Address" placeholder="e.g. 27 Bradwell Road, NE3 3LJ" value={address} onChange={(e) => setAddress(e.target.value)} error={mode === "address" ? error : null} describedBy={errorId} />
          </TabsContent>
          <SubmitButton busy={busy} busyText="Searching..." icon={<Search aria-hidden />} disabled={invalid} className="sm:w-36">
            Search
          </SubmitButton>
        </div>
      </Tabs>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-destructive">
        {error}
      </p>
    </form>
  );
}

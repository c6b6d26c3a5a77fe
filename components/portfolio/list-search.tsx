"use client";
import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const DEBOUNCE_MS = 300;

/**
 * A list's search box with Clear: `onSearch` gets the trimmed term 300 ms after typing
 * stops (spec §7.2: the search query is trimmed), or at once on Enter or Clear.
 */
export function ListSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (term: string) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" className="pl-9" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {text ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setText("");
            onSearch("");
          }}
        >
          <X aria-hidden />
          Clear
        </Button>
      ) : null}
    </form>
  );
}

/** 'Showing N results for the term' under a search that has a term. */
export function SearchNote({ total, term }: { total: number | undefined; term: string }) {
  if (!term || total === undefined) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Showing {total} results for &quot;{term}&quot;
    </p>
  );
}

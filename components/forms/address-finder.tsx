"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Loader2, MapPin, Search } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addressFinderMutations, addressFinderQueries } from "@/lib/address-finder/api";
import { DEBOUNCE_MS, MIN_INPUT_LENGTH, type AddressDetails, type AddressSuggestion } from "@/lib/address-finder/schemas";

export const NO_ADDRESSES_TEXT = "No addresses found. Try a different search term.";

function newSessionToken(): string {
  return crypto.randomUUID();
}

type AddressFinderProps = {
  /** Called with the chosen address's details (postcode, UPRN...). */
  onSelect: (details: AddressDetails) => void;
  label?: string;
  placeholder?: string;
  description?: string;
  className?: string;
};

/**
 * Address search as a WAI-ARIA combobox: suggestions from 3 characters, 300 ms after typing
 * stops; arrow keys move through them, Enter chooses, Escape closes. Choosing fetches the
 * address's details and starts a new session token. Failures are only logged (spec §8).
 */
export function AddressFinder({ onSelect, label = "Find address", placeholder = "Start typing an address or postcode, e.g. 27 Bradwell Road", description, className }: AddressFinderProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState("");
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosenText, setChosenText] = useState<string | null>(null);
  // One token per typing session; it is never rendered, so server and client may differ.
  const [sessionToken, setSessionToken] = useState(newSessionToken);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = debounced.length >= MIN_INPUT_LENGTH && debounced !== chosenText;
  const suggestions = useQuery({ ...addressFinderQueries.suggestions(debounced, sessionToken), enabled: searching });
  useEffect(() => {
    if (suggestions.error) console.error("[address-finder] autocomplete failed", suggestions.error);
  }, [suggestions.error]);

  const details = useMutation({
    ...addressFinderMutations.details(),
    onSuccess: (result) => {
      setChosenText(result.formattedAddress);
      setText(result.formattedAddress);
      setSessionToken(newSessionToken());
      onSelect(result);
    },
    onError: (error) => console.error("[address-finder] details failed", error),
  });

  const predictions = searching && suggestions.data ? suggestions.data : [];
  const showEmpty = searching && suggestions.isSuccess && predictions.length === 0;
  const expanded = open && (predictions.length > 0 || showEmpty);
  const activeIndex = active < predictions.length ? active : -1;

  function choose(suggestion: AddressSuggestion | undefined) {
    if (!suggestion) return;
    setOpen(false);
    setActive(-1);
    setText(suggestion.description);
    setChosenText(suggestion.description);
    details.mutate({ suggestion, sessionToken });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (predictions.length) setActive((i) => (i + 1 >= predictions.length ? 0 : i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (predictions.length) setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      if (expanded && activeIndex >= 0) {
        event.preventDefault();
        choose(predictions[activeIndex]);
      } else if (expanded) {
        event.preventDefault();
      }
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const busy = (suggestions.isFetching && searching) || details.isPending;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={description ? `${id}-description` : undefined}
          autoComplete="off"
          spellCheck={false}
          className="pl-9 pr-9"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChosenText(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {busy ? <Loader2 className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label="Searching" /> : null}
        <div className={cn("absolute z-40 mt-1 w-full overflow-hidden rounded-md border bg-card text-card-foreground shadow-md", !expanded && "hidden")}>
          <ul id={listboxId} role="listbox" aria-label="Address suggestions" className="max-h-72 overflow-y-auto py-1">
            {predictions.map((prediction, index) => (
              <li
                key={prediction.placeId}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={cn("flex cursor-pointer items-start gap-2 px-3 py-2 text-sm", index === activeIndex ? "bg-accent text-accent-foreground" : "hover:bg-accent/60")}
                // Keep the input focused so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(prediction)}
                onMouseEnter={() => setActive(index)}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>
                  <span className="font-medium">{prediction.structuredFormatting.mainText}</span>
                  {prediction.structuredFormatting.secondaryText ? <span className="block text-xs text-muted-foreground">{prediction.structuredFormatting.secondaryText}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          {showEmpty ? (
            <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
              {NO_ADDRESSES_TEXT}
            </p>
          ) : null}
        </div>
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}

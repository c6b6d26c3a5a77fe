"use client";
import { useCallback, useEffect, useState } from "react";

/** The value as it was `delayMs` after it last changed; `flush()` takes the current value now. */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}

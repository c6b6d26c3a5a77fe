"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";

/**
 * A screen's submitted inputs kept in the page's query string (issue 9 item 13), so a search
 * can be shared, reloaded and stepped through with the back button. `read` turns the query
 * into the state and must ignore any value it does not accept (a hand-edited URL falls back
 * to the default, never a crash); `write` gives the parameters for a state. Both are
 * module-level functions, so the state only changes when the URL does.
 * The component calling this must sit inside <Suspense> (Next's rule for useSearchParams).
 */
export function useUrlState<T>(read: (query: URLSearchParams) => T, write: (state: T) => Record<string, string>) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  /** The query string now: a key that changes exactly when the URL state does. */
  const urlKey = searchParams.toString();
  const state = useMemo(() => read(new URLSearchParams(urlKey)), [read, urlKey]);
  // The form's key: a new one whenever the URL changes from outside the form (back, forward,
  // a link), so the form refills from the URL; the same one when the form itself pushed the
  // URL, so a submit keeps what was typed and where the focus is.
  const [seen, setSeen] = useState<{ urlKey: string; generation: number; pushed: string | null }>({ urlKey, generation: 0, pushed: null });
  if (seen.urlKey !== urlKey) setSeen({ urlKey, generation: urlKey === seen.pushed ? seen.generation : seen.generation + 1, pushed: null });
  const formKey = String(seen.generation);

  /** The query string a state would have. */
  const queryOf = useCallback((next: T) => new URLSearchParams(write(next)).toString(), [write]);
  /** A new history entry for the state (back returns to the previous one); the page does not scroll. */
  const pushState = useCallback(
    (next: T) => {
      const query = queryOf(next);
      setSeen((current) => ({ ...current, pushed: query }));
      router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname, queryOf],
  );
  return { state, urlKey, formKey, pushState, queryOf };
}

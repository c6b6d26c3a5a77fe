import type { MarketMemo } from "@/lib/import/market-indexes";

/** A memo that keeps every area's points and index it is asked for: a live market worked out from nothing held. */
export function createMarketMemo(): MarketMemo {
  const kept = new Map<string, Promise<unknown>>();
  const memo = <T,>(key: string, load: () => Promise<T>) => (kept.get(key) ?? kept.set(key, load()).get(key)) as Promise<T>;
  return { areaPoints: memo, areaIndex: memo };
}

/** The address parts of a Price Paid sale. */
export type SaleAddressParts = { saon: string | null; paon: string | null; street: string | null; locality: string | null; town: string | null };

/** Price Paid spells addresses in capitals: "FLAT 2, 6 BRADWELL ROAD" → "Flat 2 6 Bradwell Road, Newcastle Upon Tyne". */
export function formatSaleAddress(sale: SaleAddressParts): string {
  const title = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
  const first = [sale.saon, sale.paon, sale.street].filter(Boolean).join(" ");
  return [first, sale.locality, sale.town].filter(Boolean).map((part) => title(String(part))).join(", ");
}

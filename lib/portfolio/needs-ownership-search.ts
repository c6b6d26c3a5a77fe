// The rule for "needs an ownership search" (spec §2.4's banner): a charged property whose
// address has been corrected and that was never searched since, or was searched more than
// 180 days ago (the registers and Price Paid move on). Uncorrected ones need a correction
// first ('Address correction needed'); a correction clears searchedAt.
export const SEARCH_AGAIN_AFTER_DAYS = 180;

export function needsOwnershipSearchWhere(clientId: string, asOf: Date) {
  const staleBefore = new Date(asOf.getTime() - SEARCH_AGAIN_AFTER_DAYS * 86_400_000);
  return { clientId, addressCorrected: true, OR: [{ searchedAt: null }, { searchedAt: { lt: staleBefore } }] };
}

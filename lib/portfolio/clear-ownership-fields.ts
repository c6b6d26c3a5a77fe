// A corrected address makes the owner, title and sale found for the old one stale: they are
// cleared so the row reads 'Searching...' until the next ownership search fills them again.
export const CLEARED_OWNERSHIP_FIELDS = {
  addressCorrected: true,
  currentProprietor: null,
  proprietorType: null,
  titleNumber: null,
  lastSaleDate: null,
  lastSalePrice: null,
  saleCount: 0,
  salePropertyType: null,
  searchedAt: null,
} as const;

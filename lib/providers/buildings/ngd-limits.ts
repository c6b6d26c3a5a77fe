// The OS NGD features API gives at most 100 features a page; a dense city block can hold
// thousands of building parts, so one search reads at most 10 pages and says so.
export const NGD_PAGE_LIMIT = 100;
export const NGD_MAX_PAGES = 10;

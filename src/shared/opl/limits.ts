// OPL limits shared by the contract and the pages (zod-free, so the browser can import them).
/** A library download of a search result holds at most this many parts. */
export const OPL_DOWNLOAD_MAX = 500;
export const OPL_PAGE_SIZE_MAX = 100;

// The review limits apart from the zod schemas of reviews.ts, so the home page's latest reviews (and the review
// form) read them without pulling the validation library into the first download (issue 17).

/** Spec platform §7: the home page asks for 10. */
export const HOME_REVIEW_LIMIT = 10;
export const REVIEW_PICTURES_MAX = 5;
/** Pictures only, checked by content and re-encoded; 2 MB each like the gallery's (issue 14). */
export const REVIEW_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const REVIEW_CONTENT_MAX = 2000;

// Headers for a board preview (an SVG drawn from a customer's Gerber): an SVG is a document that could carry script,
// so it is served so that a browser never runs any of it. Used by the owner's previews and the gallery's.
export const SVG_PREVIEW_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
} as const;

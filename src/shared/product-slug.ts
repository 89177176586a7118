// The cosmetic slug of a product page URL (/{slug}-p-{id}): lower-case words of the name joined by hyphens. A wrong
// slug redirects to this one (issue 14).
export const productSlug = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'product';

export const productPath = (slug: string, kind: 'p' | 'g', id: number): string => `/${slug}-${kind}-${id}`;

/** A parts-library part's slug: its MPN and manufacturer. */
export const partSlug = (part: { mpn: string; manufacturer: string | null }): string => productSlug(`${part.mpn} ${part.manufacturer ?? ''}`);

/** A parts-library part's product page (/{slug}-p-{part_id}): the one place that builds it, so every link to a part's
 *  page (search results, the kitting list, a kit's contents) lands on the canonical address without a redirect. */
export const partProductPath = (part: { part_id: number; mpn: string; manufacturer: string | null }): string =>
  productPath(partSlug(part), 'p', part.part_id);

/** A product page's path read back: /{slug}-{p|g}-{id}; null for any other path. */
export const parseProductPath = (pathname: string): { slug: string; kind: 'p' | 'g'; id: number } | null => {
  const m = /^\/(.+)-([pg])-([1-9]\d{0,9})$/.exec(pathname);
  if (!m) return null;
  const id = Number(m[3]);
  return id <= 2_147_483_647 ? { slug: m[1]!, kind: m[2] as 'p' | 'g', id } : null;
};

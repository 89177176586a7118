// The cosmetic slug of a product page URL (/{slug}-p-{id}): lower-case words of the name joined by hyphens. A wrong
// slug redirects to this one (issue 14).
export const productSlug = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'product';

export const productPath = (slug: string, kind: 'p' | 'g', id: number): string => `/${slug}-${kind}-${id}`;

/** A parts-library part's slug: its MPN and manufacturer. */
export const partSlug = (part: { mpn: string; manufacturer: string | null }): string => productSlug(`${part.mpn} ${part.manufacturer ?? ''}`);

/** A product page's path read back: /{slug}-{p|g}-{id}; null for any other path. */
export const parseProductPath = (pathname: string): { slug: string; kind: 'p' | 'g'; id: number } | null => {
  const m = /^\/(.+)-([pg])-([1-9]\d{0,9})$/.exec(pathname);
  if (!m) return null;
  const id = Number(m[3]);
  return id <= 2_147_483_647 ? { slug: m[1]!, kind: m[2] as 'p' | 'g', id } : null;
};

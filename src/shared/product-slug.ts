// The cosmetic slug of a product page URL (/{slug}-p-{id}): lower-case words of the name joined by hyphens. A wrong
// slug redirects to this one (issue 14).
export const productSlug = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'product';

export const productPath = (slug: string, kind: 'p' | 'g', id: number): string => `/${slug}-${kind}-${id}`;

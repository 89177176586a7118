// The OPL search lives in the URL (issue 10: shareable, the back button works): q, category, packages,
// manufacturers, library, in_stock, ranges, sort, qty, page. These helpers read and write it, keeping the URL short
// (defaults are left out) and dropping the page number whenever the result set changes.
export interface OplSearchState {
  q: string;
  category?: number;
  packages: number[];
  manufacturers: number[];
  library?: 'basic' | 'preferred' | 'extended';
  inStock: boolean;
  /** attribute id → [min, max] in SI units */
  ranges: Record<number, [number | undefined, number | undefined]>;
  sort: 'relevance' | 'stock' | 'price';
  qty: number;
  page: number;
}

const idList = (s: string | null): number[] =>
  (s ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31)
    .slice(0, 40);

const num = (s: string | undefined): number | undefined => (s === undefined || s === '' || !Number.isFinite(Number(s)) ? undefined : Number(s));

export const readSearchState = (params: URLSearchParams): OplSearchState => {
  const ranges: OplSearchState['ranges'] = {};
  for (const part of (params.get('ranges') ?? '').split(';').filter(Boolean).slice(0, 12)) {
    const [id, min, max] = part.split(':');
    const key = Number(id);
    if (Number.isInteger(key) && key > 0) ranges[key] = [num(min), num(max)];
  }
  const library = params.get('library');
  const sort = params.get('sort');
  const category = Number(params.get('category'));
  const qty = Number(params.get('qty'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    packages: idList(params.get('packages')),
    manufacturers: idList(params.get('manufacturers')),
    library: library === 'basic' || library === 'preferred' || library === 'extended' ? library : undefined,
    inStock: params.get('in_stock') === '1',
    ranges,
    sort: sort === 'stock' || sort === 'price' ? sort : 'relevance',
    qty: Number.isInteger(qty) && qty >= 1 && qty <= 10_000_000 ? qty : 1,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

const rangesParam = (r: OplSearchState['ranges']): string =>
  Object.entries(r)
    .filter(([, [min, max]]) => min !== undefined || max !== undefined)
    .map(([id, [min, max]]) => `${id}:${min ?? ''}:${max ?? ''}`)
    .join(';');

/** The API's search parameters (also the URL's, which use the same names). */
export interface OplSearchParams {
  q?: string;
  category?: number;
  packages?: string;
  manufacturers?: string;
  library?: OplSearchState['library'];
  in_stock?: '1';
  ranges?: string;
  sort?: 'stock' | 'price';
  qty?: number;
  page?: number;
}

export const searchParams = (s: OplSearchState): OplSearchParams => ({
  q: s.q.trim() || undefined,
  category: s.category,
  packages: s.packages.length ? s.packages.join(',') : undefined,
  manufacturers: s.manufacturers.length ? s.manufacturers.join(',') : undefined,
  library: s.library,
  in_stock: s.inStock ? '1' : undefined,
  ranges: rangesParam(s.ranges) || undefined,
  sort: s.sort === 'relevance' ? undefined : s.sort,
  qty: s.qty === 1 ? undefined : s.qty,
  page: s.page === 1 ? undefined : s.page,
});

export const toUrlParams = (s: OplSearchState): URLSearchParams => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams(s))) if (v !== undefined) out.set(k, String(v));
  return out;
};

/** A change of what is searched starts again at page 1; choosing a page keeps the rest. */
export const changeSearch = (s: OplSearchState, change: Partial<OplSearchState>): OplSearchState => ({
  ...s,
  ...change,
  page: change.page ?? 1,
});

/** A new category drops the choices that belonged to the old one (its packages, makers and parameters). */
export const chooseCategory = (s: OplSearchState, category: number | undefined): OplSearchState =>
  changeSearch(s, { category, packages: [], manufacturers: [], ranges: {} });

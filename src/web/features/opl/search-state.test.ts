// The OPL search in the URL: what a shared link or the back button brings back is what was chosen (issue 10).
import { describe, expect, it } from 'vitest';
import { changeSearch, chooseCategory, readSearchState, toUrlParams } from './search-state';

describe('OPL search state in the URL', () => {
  it('reads back every choice it wrote', () => {
    const state = readSearchState(new URLSearchParams());
    const chosen = { ...state, q: '100nF 0402', category: 12, packages: [3, 5], manufacturers: [7], library: 'basic' as const, inStock: true, ranges: { 40: [1e-7, undefined] as [number, undefined] }, sort: 'price' as const, qty: 1000, page: 3 };
    const url = toUrlParams(chosen);
    expect(url.toString()).toBe('q=100nF+0402&category=12&packages=3%2C5&manufacturers=7&library=basic&in_stock=1&ranges=40%3A1e-7%3A&sort=price&qty=1000&page=3');
    expect(readSearchState(url)).toEqual(chosen);
  });

  it('leaves defaults out of the URL and ignores values it cannot use', () => {
    expect(toUrlParams(readSearchState(new URLSearchParams())).toString()).toBe('');
    const odd = readSearchState(new URLSearchParams('category=-1&packages=a,2&library=gold&sort=cheap&qty=0&page=99999&ranges=x:1:2'));
    expect(odd).toMatchObject({ category: undefined, packages: [2], library: undefined, sort: 'relevance', qty: 1, page: 1, ranges: {} });
  });

  it('starts again at page 1 when the search changes, and a new category drops the old one’s choices', () => {
    const s = { ...readSearchState(new URLSearchParams('q=10k&page=4&packages=3&category=2')) };
    expect(changeSearch(s, { inStock: true }).page).toBe(1);
    expect(changeSearch(s, { page: 5 }).page).toBe(5);
    expect(chooseCategory(s, 9)).toMatchObject({ q: '10k', category: 9, packages: [], page: 1 });
  });
});

// The kitting box-contents list links each part to its product page (issue 14): in the search results and in the
// list, the name opens /{slug}-p-{id} in a new tab so the kit being built is not lost.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { KittingPage } from './KittingPage';

const button = {
  part_id: 412, sku: 'OPL-GROVE-001', mpn: 'Grove - Button', manufacturer: 'Seeed Studio', package: 'Grove module 20x20mm', package_family: 'module',
  category: 'Seeed Studio Grove Modules', description: '', stock: 1000, library_type: 'extended', unit_price: '1900000', datasheet: '',
};
const estimate = (skus: string[]) => ({
  lines: [], subtotal: '0', per_set: '0', shipping: null, shipping_problem: null, total: '0', build_days: 5, weight_grams: 0,
  fit: { fits: true, content_cm3: 1, usable_cm3: 900, box_mm: [180, 120, 45] }, max_sets: null, pcbs: [], gallery_pcbs: [], problems: [],
  items: skus.map((sku) => ({ sku, mpn: 'Grove - Button', package: null, stock: 1000, grove: true, part_id: 412, product_path: '/grove-button-seeed-studio-p-412', unit_price: null, max_sets: 1000 })),
});

describe('KittingPage box contents', () => {
  it('links a found part and the part in the list to its product page, in a new tab', async () => {
    stubApi({
      'GET /opl/search': () => ok({ total: 1, total_capped: false, page: 1, size: 8, items: [button], facets: null, reading: { values: [], packages: [], words: [] } }),
      'POST /v1/kitting/price': (call) => ok(estimate(((call.body as { values: { items: { sku: string }[] } }).values.items).map((i) => i.sku))),
    });
    renderWithApp(<KittingPage service="kitting" />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('kit-search'), 'button');
    const results = await screen.findByTestId('kit-results');
    const found = within(results).getByRole('link', { name: 'Grove - Button' });
    expect(found).toHaveAttribute('href', '/grove-button-seeed-studio-p-412');
    expect(found).toHaveAttribute('target', '_blank');

    await user.click(screen.getByTestId('kit-add-OPL-GROVE-001'));
    const list = screen.getByTestId('kit-contents');
    const listed = await within(list).findByRole('link', { name: 'Grove - Button' });
    expect(listed).toHaveAttribute('href', '/grove-button-seeed-studio-p-412');
    expect(listed).toHaveAttribute('target', '_blank');
    expect(listed).toHaveAttribute('rel', 'noopener');
  });
});

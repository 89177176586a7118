// The customer's parts page of a PCBA item (issue 11 "After the order"): staff's question shown on the line, the
// answer form only on lines that need it, a purchase link or MPN required (https only), and what it sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import { renderWithApp } from '../../test/render';
import type { PcbaItemLine, PcbaItemLines } from '../../../shared/contracts/bom-check';
import PcbaItemPage from './PcbaItemPage';

afterEach(() => vi.unstubAllGlobals());

const line = (n: number, over: Partial<PcbaItemLine>): PcbaItemLine => ({
  line: n, row: n + 1, designators: [`C${n}`], quantity: 1, need: 10, mpn: '', manufacturer: '', value: '', footprint: '', description: '',
  status: 'confirmed', choice: 'match', part_sku: null, unit_micros: null, purchase_link: '', supplied_mpn: '', staff_note: '', asked: false,
  asked_at: null, answered_at: null, ...over,
});
const item = (lines: PcbaItemLine[]): PcbaItemLines => ({ cart_id: 42, name: 'Sensor board', status: 2, boards: 10, total_cents: null, lines });

const page = () => renderWithApp(<></>, { path: '/web/cart/pcba/42', routes: [{ path: '/web/cart/pcba/:cartItemId', element: <PcbaItemPage /> }] });

describe('PcbaItemPage', () => {
  it('shows the question and asks for a link or MPN before sending the answer', async () => {
    const lines = [
      line(1, { part_sku: 'OPL-R0603-001', unit_micros: '2200', mpn: 'RC0603FR-0710RL' }),
      line(2, { status: 'pending', value: '100nF 0402', staff_note: 'Which voltage rating?', asked: true, asked_at: '2026-01-05T00:00:00Z' }),
    ];
    const api = stubApi({
      'GET /user/info': () => ok(demoUser),
      'GET /v1/pcba/items/42/lines': () => ok(item(lines)),
      'POST /v1/pcba/items/42/lines/2/answer': () => ok(item(lines)),
    });
    page();
    expect(await screen.findByText('Which voltage rating?')).toBeInTheDocument();
    expect(screen.getByText('1 part is being checked; we send you the assembly price once every part is settled.')).toBeInTheDocument();
    // one form: the confirmed line takes no answer
    expect(screen.getAllByRole('button', { name: 'Send the answer' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Give a purchase link or a part number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Purchase link (https)'), { target: { value: 'http://shop.example/p' } });
    expect(screen.getAllByText('The link must start with https://').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Purchase link (https)'), { target: { value: 'https://shop.example/p' } });
    fireEvent.change(screen.getByLabelText('Or another part number (MPN)'), { target: { value: 'GRM155R71C104KA88D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/pcba/items/42/lines/2/answer')).toBe(true));
    expect(api.calls.find((c) => c.path === '/v1/pcba/items/42/lines/2/answer')?.body).toEqual({ purchase_link: 'https://shop.example/p', mpn: 'GRM155R71C104KA88D' });
  });

  it("is the not-found page for another customer's item", async () => {
    stubApi({ 'GET /user/info': () => ok(demoUser), 'GET /v1/pcba/items/42/lines': () => fail(404, 4040, 'Not found.', 'errors.notFound') });
    page();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the answer' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Sensor board');
  });
});

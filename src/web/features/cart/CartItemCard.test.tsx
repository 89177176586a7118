// A PCB assembly in the cart (issue 11): the card says the assembly in words (boards, sides, joints, BOM lines by
// status), that open parts are being checked, and does not offer a quantity change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { CartItemCard } from './CartItemCard';
import type { CartItem } from '../../../shared/contracts/cart';
import { defaultPcbValues } from '../../../shared/rules/pcb';

const pcbaItem = (over: Partial<CartItem> = {}): CartItem => ({
  cart_id: 7, pid: 1511, product: 'pcba', tier: 0, name: 'PCB Assembly', params: { ...defaultPcbValues(), quantity: 15 },
  file_id: null, file_name: 'board.zip', lines: [{ key: 'startup', amount: '800' }], unit_price: null, total: null,
  build_days: 17, weight_grams: 120, quantity: 10, status: 2, status_label: 'cart.status.quotation', section: 'waiting',
  selectable: false, sku: 'PCBA-2L-STD', details: [], file: null, thumb: '/images/products/pcb.svg', special: null,
  problems: [], staff_note: '', decline_reason: null, quote_breaks: [], created_at: '2026-11-25T00:00:00.000Z',
  pcba: { boards: 10, sides: 2, smt_joints: 120, tht_joints: 4, function_test: false, lines: { confirmed: 12, pending: 2, unavailable: 1 } },
  ...over,
});

const noop = () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('CartItemCard: a PCB assembly', () => {
  it('shows the assembly in words with the BOM lines by status, and keeps the quantity fixed', async () => {
    renderWithApp(<CartItemCard item={pcbaItem()} selected={false} busy={false} onSelect={noop} onQuantity={noop} onRemove={noop} onAnswer={noop} />);
    const summary = await screen.findByTestId('item-pcba');
    expect(summary).toHaveTextContent('10 boards assembled · 2-sided · 120 SMT and 4 THT joints per board');
    expect(summary).toHaveTextContent('BOM: 12 confirmed, 2 pending, 1 unavailable');
    expect(summary).toHaveTextContent('within 1 business day');
    expect(screen.getByTestId('item-specs')).toHaveTextContent(/^Assembled boards: 10 pcs · .*PCB quantity: 15 pcs/);
    expect(screen.getByRole('textbox', { name: 'Quantity of PCB Assembly' })).toBeDisabled();
  });

  it('says nothing about checking once every line is confirmed', async () => {
    renderWithApp(
      <CartItemCard
        item={pcbaItem({ status: 1, section: 'finished', selectable: true, total: '5000', unit_price: '500', pcba: { boards: 10, sides: 1, smt_joints: 40, tht_joints: 0, function_test: false, lines: { confirmed: 3, pending: 0, unavailable: 0 } } })}
        selected={false} busy={false} onSelect={noop} onQuantity={noop} onRemove={noop} onAnswer={noop}
      />,
    );
    const summary = await screen.findByTestId('item-pcba');
    expect(summary).toHaveTextContent('BOM: 3 confirmed, 0 pending, 0 unavailable');
    expect(summary).not.toHaveTextContent('business day');
    expect(screen.queryByTestId('test-plan-upload')).not.toBeInTheDocument();
  });

  it('with the functional test: offers the plan upload when none is bound, and shows a bound plan\'s review', async () => {
    const plans: Record<string, unknown> = {
      '7': null,
      '8': { plan_id: 5, name: 'bringup.pdf', size: 900, kind: 'pdf', status: 2, cart_id: 8, staff_note: '', created_at: '2026-11-25T00:00:00.000Z', decided_at: '2026-11-25T02:00:00.000Z' },
    };
    stubApi({ 'GET /v1/pcba/test-plan': (c) => ok(plans[c.query.get('cart_id') ?? ''] ?? null) });
    const tested = (cartId: number) => pcbaItem({ cart_id: cartId, pcba: { boards: 10, sides: 1, smt_joints: 40, tht_joints: 0, function_test: true, lines: { confirmed: 3, pending: 0, unavailable: 0 } } });
    const first = renderWithApp(<CartItemCard item={tested(7)} selected={false} busy={false} onSelect={noop} onQuantity={noop} onRemove={noop} onAnswer={noop} />);
    expect(await screen.findByText('No test plan yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the plan' })).toBeInTheDocument();
    first.unmount();
    renderWithApp(<CartItemCard item={tested(8)} selected={false} busy={false} onSelect={noop} onQuantity={noop} onRemove={noop} onAnswer={noop} />);
    expect(await screen.findByTestId('test-plan-status')).toHaveTextContent('Confirmed');
    expect(screen.getByText('Test plan: bringup.pdf')).toBeInTheDocument();
  });
});

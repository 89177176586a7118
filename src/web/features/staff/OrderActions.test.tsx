// The console's hold and cancel forms: what they send, when they may be sent, and the second click a cancel needs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import type { StaffOrderDetail } from '../../../shared/contracts/staff';
import { loadStaffCatalog } from './catalog';
import { CancelForm, HoldForm } from './OrderActions';

loadStaffCatalog();
afterEach(() => vi.unstubAllGlobals());

const line = (line_id: number, file_name: string) => ({
  line_id, product_id: 835, name: 'PCB', sku: 'PCB-2L-STD', params: {}, file_name, quantity: 10, unit_price: '100', total: '1000', warehouse: 'shenzhen',
});
const order = (over: Partial<StaffOrderDetail['order']> = {}) =>
  ({ id: 10001, order_no: 'FS1', total: '4980', payment_status: 'done', items: [line(5, 'a.zip'), line(6, 'b.zip')], ...over }) as StaffOrderDetail['order'];

describe('HoldForm', () => {
  it('needs a line and a message, then sends both', async () => {
    const api = stubApi({ 'POST /v1/staff/orders/hold': () => ok({ order_id: 10001, status: 1011 }) });
    renderWithApp(<HoldForm order={order()} />);
    const send = await screen.findByRole('button', { name: 'Put on hold' });
    expect(send).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'PCB — b.zip' }));
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Message to the customer'), { target: { value: 'The drill file is missing.' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/staff/orders/hold')).toBe(true));
    expect(api.calls.find((c) => c.path === '/v1/staff/orders/hold')?.body).toEqual({ order_id: 10001, line_ids: [6], message: 'The drill file is missing.' });
  });

  it('preselects the only line of a one-item order', async () => {
    stubApi({});
    renderWithApp(<HoldForm order={order({ items: [line(5, 'a.zip')] })} />);
    expect(await screen.findByRole('checkbox', { name: 'PCB — a.zip' })).toBeChecked();
  });
});

describe('CancelForm', () => {
  it('says a paid order is refunded in full and cancels only on the second click', async () => {
    const api = stubApi({ 'POST /v1/staff/orders/cancel': () => ok({ order_id: 10001, status: 1005, refund: '4980', refund_status: 'done' }) });
    renderWithApp(<CancelForm order={order()} />);
    expect(await screen.findByText('Paid orders are refunded in full ($49.80).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (sent to the customer)'), { target: { value: 'Out of stock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(api.calls.some((c) => c.path === '/v1/staff/orders/cancel')).toBe(false);
    expect(screen.getByText('Cancel order FS1? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/v1/staff/orders/cancel')?.body).toEqual({ order_id: 10001, reason: 'Out of stock' }));
  });

  it('says an unpaid order has nothing to refund', async () => {
    stubApi({});
    renderWithApp(<CancelForm order={order({ payment_status: 'pending' })} />);
    expect(await screen.findByText('Not paid: nothing to refund.')).toBeInTheDocument();
  });
});

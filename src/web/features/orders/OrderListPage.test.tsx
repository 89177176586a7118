import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummary } from '../../../shared/contracts/order';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { enter } from '../../forms/testing/typing';
import { renderWithApp } from '../../test/render';
import OrderListPage from './OrderListPage';
import { ReceiptUpload } from './ReceiptUpload';

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 7, order_no: 'FS100', created_at: '2026-11-22T04:00:00.000Z', total: '4980', payment_method: 2, item_count: 1,
  items: [{ name: 'PCB', sku: 'PCB-2L-STD', file_name: 'arduino.zip' }], not_detail: false,
  status: 1003, label: 'confirmed', step: 1, cancelled: false, pending: false, on_hold: false, payment_status: 'done', ...over,
});

describe('order history', () => {
  it('shows label, progress and payment status; the pending tab and the search go to the server', async () => {
    const api = stubApi({
      'GET /v1/order/list': (call) =>
        ok({ total: 1, page: 1, page_size: 10, list: [call.query.get('status') === '1' ? summary({ id: 8, order_no: 'FS200', status: 1, label: 'ordered', step: 0, pending: true, payment_status: 'pending' }) : summary()] }),
    });
    const user = userEvent.setup();
    renderWithApp(<OrderListPage />, { path: '/web/user/order/all' });
    const order = await screen.findByRole('article', { name: 'Order FS100' });
    expect(order).toHaveTextContent('Payment confirmed');
    expect(order).toHaveTextContent('Paid');
    expect(order).toHaveTextContent('arduino.zip');
    expect(screen.getByRole('list', { name: 'Order progress' }).querySelector('[aria-current="step"]')).toHaveTextContent('Confirmed');

    await user.click(screen.getByRole('tab', { name: 'Pending orders' }));
    const pending = await screen.findByRole('article', { name: 'Order FS200' });
    expect(pending).toHaveTextContent('Order received, waiting for payment');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/credit_card?order_id=8&method=2');

    await enter(user, screen.getByRole('textbox', { name: 'Search orders' }), 'arduino');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(api.callsTo('GET /v1/order/list').at(-1)?.query.get('q')).toBe('arduino'));
    expect(api.callsTo('GET /v1/order/list').at(-1)?.query.get('status')).toBe('1');
  });

  it('refuses a receipt that is not a PDF or is over 20 MB without sending it', async () => {
    const api = stubApi({});
    renderWithApp(<ReceiptUpload orderId={8} method={8} uploaded={false} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'receipt.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please upload the correct file type or size.')).toBeInTheDocument();
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(screen.getByText('Please upload the correct file type or size.')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/payment/receipt')).toHaveLength(0);
  });
});

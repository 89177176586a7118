import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentStatusView, WireInstructions } from '../../../shared/contracts/payment';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { testUser } from '../../shell/test-api';
import { renderWithApp } from '../../test/render';
import PayMsgPage from './PayMsgPage';

// Leaving for the provider's page is a full navigation: recorded instead.
const goTo = vi.hoisted(() => vi.fn());
vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<typeof import('./api')>()), goTo }));

afterEach(() => {
  vi.unstubAllGlobals();
  goTo.mockReset();
});

const status = (over: Partial<PaymentStatusView> = {}): PaymentStatusView => ({
  order_id: 41, order_no: 'FU2611220001', order_status: 1, payment_status: 'pending', payment_method: 2, amount: '7400', payable: true,
  attempts: [{ attempt_no: 1, payment_id: 2, provider: 'sandbox', status: 'failed', result: 'rejected', msg_code: 'card_declined', amount: '7400', currency: 'USD', created_at: '', updated_at: '' }],
  ...over,
});
const wire: WireInstructions = {
  order_id: 41, order_no: 'FU2611220001', payment_id: 8, beneficiary: 'Fusion Ltd', bank: 'Test Bank', bank_address: '1 Bank Road', swift: 'TESTUS33',
  account: '000123', amount: '7400', currency: 'USD', amount_usd: '7400', reference: 'FU2611220001', hold_days: 30, hold_until: '2026-12-22T00:00:00.000Z',
};

const open = (query: string, over: Partial<PaymentStatusView> = {}) => {
  const api = stubApi({
    'GET /user/info': () => ok(testUser()),
    'GET /v1/payment/status': () => ok(status(over)),
    'POST /v1/payment/start': (call) => {
      const method = (call.body as { payment_id: number }).payment_id;
      return ok(method === 8 || method === 9
        ? { order_id: 41, payment_id: method, attempt_no: null, next: 'wire', redirect_url: null }
        : { order_id: 41, payment_id: method, attempt_no: 2, next: 'redirect', redirect_url: '/api/sandbox-pay/card/sbx_0123456789abcdef01234567' });
    },
    'GET /v1/payment/wire-instructions': () => ok(wire),
  });
  renderWithApp(<PayMsgPage />, { path: `/pay_msg?${query}`, routes: [{ path: '/pay_msg', element: <PayMsgPage /> }] });
  return api;
};

describe('/pay_msg result messages', () => {
  it('success: "Payment successful" with the order number and a link to the order', async () => {
    open('order=41&result=success', { payment_status: 'done', attempts: [] });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(await screen.findByText('Thank you. The payment for order FU2611220001 was received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/web/user/order/41');
  });

  it.each([
    ['card_declined', 'Incorrect information entered'],
    ['insufficient_funds', 'Insufficient funds'],
    ['incorrect_info', 'Incorrect information entered'],
    ['spending_limit', 'Spending limit exceeded'],
  ])('a bank refusal (%s) shows the bank code, the advice and the four reasons', async (code, reason) => {
    open(`order=41&result=failed&msg_code=${code}`);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByTestId('failure-message')).toHaveTextContent(
      `Your card was refused by the bank (error code: ${code}). Please try another card or pay with PayPal.`,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Incorrect information entered', 'Insufficient funds', 'Network problem at the payment processor', 'Spending limit exceeded',
    ]);
    expect(within(list).getByText(reason)).toBeInTheDocument();
  });

  it('a network abnormality: retry or choose another payment method, without the bank reasons', async () => {
    open('order=41&result=failed&msg_code=processor_network');
    expect(await screen.findByTestId('failure-message')).toHaveTextContent('Network abnormality. Please retry or choose another payment method.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another method' })).toBeInTheDocument();
  });

  it('a cancelled payment says so', async () => {
    open('order=41&result=failed&msg_code=cancelled');
    expect(await screen.findByTestId('failure-message')).toHaveTextContent('The payment was cancelled. You can retry or choose another payment method.');
  });

  it('Retry starts a new attempt with the method that failed and leaves for the provider page', async () => {
    const api = open('order=41&result=failed&msg_code=card_declined');
    const user = userEvent.setup();
    await screen.findByTestId('failure-message');
    // The last attempt's method is known once the status has arrived.
    await vi.waitFor(() => expect(api.callsTo('GET /v1/payment/status')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/sandbox-pay/card/sbx_0123456789abcdef01234567'));
    expect(api.callsTo('POST /v1/payment/start')[0]?.body).toEqual({ order_id: 41, payment_id: 2 });
  });

  it('Choose another method: wire transfer shows the instructions', async () => {
    const api = open('order=41&result=failed&msg_code=card_declined');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose another method' }));
    await user.click(screen.getByRole('radio', { name: 'Wire transfer (USD)' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'Wire transfer instructions' })).toBeInTheDocument();
    expect(screen.getByText('TESTUS33')).toBeInTheDocument();
    expect(screen.getByText('$74.00')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/payment/start')[0]?.body).toEqual({ order_id: 41, payment_id: 8 });
    expect(goTo).not.toHaveBeenCalled();
  });
});

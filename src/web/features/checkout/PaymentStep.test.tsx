import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import type { Delivery } from './AddressStep';
import { PaymentStep } from './PaymentStep';
import { checkoutPrice, option } from './test-data';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const delivery = { addressId: 3, billing: { type: 'same' }, address: {} } as unknown as Delivery;
const made = { order_id: 41, order_no: 'FU2611220001', total: '7400', payment_id: 2, next: { action: 'pay', path: '/credit_card?order_id=41&method=2' }, repeated: false, price_changed: false };
const tokenOf = (body: unknown) => (body as { checkout_token: string }).checkout_token;

const setup = (makeOrder: () => ReturnType<typeof ok>) => {
  const api = stubApi({
    'POST /v1/checkout/coupons-list': () => ok([{ id: 9, code: 'WELCOME', kind: 'signup', name: 'Sign-up coupon', value: '500', min_order: '0', expires_at: null }]),
    'POST /v1/checkout/is-free': (call) => ok({ is_free: false, total: (call.body as { coupon_id?: number }).coupon_id ? '6900' : '7400', discount: (call.body as { coupon_id?: number }).coupon_id ? '500' : '0' }),
    'POST /order/make': makeOrder,
  });
  const onPlaced = vi.fn();
  const price = checkoutPrice([option('dhl')]);
  renderWithApp(<PaymentStep cartIds={[5]} price={price} delivery={delivery} choice={{ shenzhen: 'dhl' }} onBack={() => {}} onPlaced={onPlaced} />);
  return { api, onPlaced };
};

describe('checkout step 3: place order', () => {
  it('sends the same checkout_token when the customer retries after a failure', async () => {
    let attempt = 0;
    const { api, onPlaced } = setup(() => (++attempt === 1 ? fail(500, 5000, 'The request failed. Please try again later.', 'errors.generic') : ok(made)));
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(await screen.findByText('The request failed. Please try again later.')).toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(made));
    const calls = api.callsTo('POST /order/make');
    expect(calls).toHaveLength(2);
    expect(tokenOf(calls[0]?.body)).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokenOf(calls[1]?.body)).toBe(tokenOf(calls[0]?.body));
    expect(calls[0]?.body).toMatchObject({ cart_ids: [5], address_id: 3, payment_id: 2, shipping_method: { shenzhen: 'dhl' }, expected_total: '7400' });
  });

  it('sends one request for a double click and says not to refresh while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = stubApi({
      'POST /v1/checkout/coupons-list': () => ok([]),
      'POST /v1/checkout/is-free': () => ok({ is_free: false, total: '7400', discount: '0' }),
    });
    // The order call waits until the test lets it answer.
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/order/make')) {
        api.calls.push({ method: 'POST', path: '/order/make', query: new URLSearchParams(), body: JSON.parse(String(init?.body)) as unknown });
        await gate;
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data: made }), { status: 200 });
      }
      return original(input, init);
    });
    const onPlaced = vi.fn();
    renderWithApp(<PaymentStep cartIds={[5]} price={checkoutPrice([option('dhl')])} delivery={delivery} choice={{ shenzhen: 'dhl' }} onBack={() => {}} onPlaced={onPlaced} />);
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    await user.dblClick(place);
    expect(await screen.findByText('Please do not refresh while the request is processed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /order/make')).toHaveLength(1);
  });

  it('applies a chosen coupon to the total and sends it with the order', async () => {
    const { api } = setup(() => ok(made));
    const user = userEvent.setup();
    expect(await screen.findByText('$74.00')).toBeInTheDocument();
    const coupon = screen.getByRole('combobox', { name: 'Coupon' });
    await vi.waitFor(() => expect(coupon).toBeEnabled());
    await user.click(coupon);
    await user.click(await screen.findByRole('option', { name: 'Sign-up coupon ($5.00 off)', hidden: true }));
    expect(await screen.findByText('$69.00')).toBeInTheDocument();
    expect(screen.getByText('-$5.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(api.callsTo('POST /order/make')).toHaveLength(1));
    expect(api.callsTo('POST /order/make')[0]?.body).toMatchObject({ coupon_id: 9, expected_total: '6900' });
  });

  it('sends a distributor code typed by the customer, and none when the box is empty (issue 15)', async () => {
    const { api } = setup(() => ok(made));
    const user = userEvent.setup();
    expect(await screen.findByText('$74.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(api.callsTo('POST /order/make')).toHaveLength(1));
    expect(api.callsTo('POST /order/make')[0]?.body).not.toHaveProperty('distributor_code');
    await user.type(screen.getByRole('textbox', { name: 'Distributor code (optional)' }), ' kanto123 ');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(api.callsTo('POST /order/make')).toHaveLength(2));
    expect(api.callsTo('POST /order/make')[1]?.body).toMatchObject({ distributor_code: 'kanto123' });
  });

  it('shows a refused distributor code on its box (issue 15)', async () => {
    setup(() => fail(422, 4000, 'Please check the highlighted fields.', 'errors.validation', { distributor_code: 'validation.distributorCode' }));
    const user = userEvent.setup();
    expect(await screen.findByText('$74.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Distributor code (optional)' }), 'NOSUCH99');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This distributor code is not valid')).toBeInTheDocument();
  });

  it('shows "No shipping" and sends no carrier when nothing ships', async () => {
    const api = stubApi({
      'POST /v1/checkout/coupons-list': () => ok([]),
      'POST /v1/checkout/is-free': () => ok({ is_free: false, total: '4900', discount: '0' }),
      'POST /order/make': () => ok({ ...made, total: '4900' }),
    });
    const price = checkoutPrice([], { warehouses: [], needs_shipping: false, shipping_fee: '0', total: '4900' });
    renderWithApp(<PaymentStep cartIds={[5]} price={price} delivery={delivery} choice={{}} onBack={() => {}} onPlaced={() => {}} />);
    expect(await screen.findByText('No shipping')).toBeInTheDocument();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await vi.waitFor(() => expect(place).toBeEnabled());
    await userEvent.setup().click(place);
    await vi.waitFor(() => expect(api.callsTo('POST /order/make')).toHaveLength(1));
    expect(api.callsTo('POST /order/make')[0]?.body).toMatchObject({ shipping_method: {}, expected_total: '4900' });
  });
});


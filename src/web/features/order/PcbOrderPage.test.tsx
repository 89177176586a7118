import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PcbTier } from '../../../shared/ids';
import { formatPrice } from '../../../shared/currency';
import { pricePcb } from '../../../shared/pricing/pcb';
import { defaultPcbTables } from '../../../shared/pricing/tables';
import { defaultPcbValues } from '../../../shared/rules/pcb';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { replace } from '../../forms/testing/typing';
import { demoUser } from '../../forms/testing/users';
import { renderWithApp } from '../../test/render';
import { PcbOrderPage, type PcbPageKey } from './PcbOrderPage';
import { cartParamAnswer, pcbPriceAnswer } from './test-support';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const group = (name: string) => screen.getByRole('radiogroup', { name });
const radios = (name: string) => within(group(name)).getAllByRole('radio');
const pickIn = async (user: ReturnType<typeof userEvent.setup>, name: string, choice: string) =>
  user.click(within(group(name)).getByLabelText(choice));
const usd = (cents: bigint) => formatPrice(cents, 'USD');

const show = (page: PcbPageKey = 'quick', path = '/fusion_pcb') => renderWithApp(<PcbOrderPage page={page} />, { path });

describe('PCB order page: the form', () => {
  it('disables inner copper for 2 layers and enables it for 4', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup();
    show();
    expect(radios('Inner copper weight').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByText('Only boards with 4 or more layers have inner copper.')).toBeInTheDocument();

    await pickIn(user, 'Layers', '4-layer');
    await waitFor(() => expect(radios('Inner copper weight').some((r) => !(r as HTMLInputElement).disabled)).toBe(true));
  });

  it('forces a black silkscreen on a white solder mask', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup();
    show();
    expect(within(group('Silkscreen')).getByLabelText('White')).toBeChecked();

    await pickIn(user, 'Solder mask colour', 'White');
    await waitFor(() => expect(within(group('Silkscreen')).getByLabelText('Black')).toBeChecked());
    expect(radios('Silkscreen').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect(within(group('Silkscreen').parentElement as HTMLElement).getByText('A white solder mask needs a black silkscreen.')).toBeInTheDocument();
  });

  it('shows rule problems beside the field, and asks to confirm the default size', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup();
    show();
    expect(screen.getByText(/The board size is still the default 100×100 mm/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('I confirm the board size is 100 × 100 mm'));
    await waitFor(() => expect(screen.queryByText(/The board size is still the default/)).not.toBeInTheDocument());

    await replace(user, screen.getByRole('textbox', { name: 'Width' }), '5');
    expect(await screen.findByText('The size must be between 10 and 500 mm.')).toBeInTheDocument();
    // A board the factory cannot make has no price, and cannot go into the cart.
    expect(screen.getByText('Please correct the options marked in red to see the price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    // OSP on a small board: the choice is unavailable, with the rule's reason.
    await replace(user, screen.getByRole('textbox', { name: 'Width' }), '50');
    await replace(user, screen.getByRole('textbox', { name: 'Height' }), '50');
    await waitFor(() => expect(within(group('Surface finish')).getByLabelText('OSP')).toBeDisabled());
    expect(screen.getByText('OSP: OSP finish needs a board larger than 80×80 mm.')).toBeInTheDocument();
  });

  it('keeps the form in sessionStorage, so the page is as it was after signing in', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup();
    const first = show();
    await pickIn(user, 'Solder mask colour', 'Blue');
    first.unmount();

    show();
    expect(within(group('Solder mask colour')).getByLabelText('Blue')).toBeChecked();
  });
});

describe('PCB order page: price', () => {
  it('recomputes the local estimate when the colour changes (the server is not answering)', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb', PcbTier.Advance)) });
    const user = userEvent.setup();
    show('advanced', '/fusion-advanced-pcb');
    const base = pricePcb(PcbTier.Advance, defaultPcbValues(), defaultPcbTables).total;
    const purple = pricePcb(PcbTier.Advance, { ...defaultPcbValues(), maskColour: 'purple' }, defaultPcbTables).total;
    expect(purple).not.toBe(base);

    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(usd(base)));
    await pickIn(user, 'Solder mask colour', 'Purple');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(usd(purple)));
    expect(screen.getByText('Uncommon colour or thickness')).toBeInTheDocument();
  });

  it("shows the server's price as the price that counts once it answers", async () => {
    const api = stubApi({
      'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')),
      'POST /v1/cart/cart-price': (call) => ok(pcbPriceAnswer(call.body, 1n)),
    });
    show();
    const local = pricePcb(PcbTier.Normal, defaultPcbValues(), defaultPcbTables).total;
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveAttribute('data-confirmed', 'true'));
    expect(screen.getByTestId('order-total')).toHaveTextContent(usd(local + 1n));
    expect(api.callsTo('POST /v1/cart/cart-price')[0]?.body).toMatchObject({ product: 'pcb', tier: 0, country: 'US', carrier: 'dhl' });
  });

  it('premium shows the manual quote instead of a price', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb', PcbTier.Premium)) });
    show('premium', '/premium-pcb-pcba');
    expect(await screen.findByText('Manual quote — answered within 24 hours')).toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
  });
});

describe('PCB order page: login and cart', () => {
  it('asks an anonymous visitor to sign in before uploading, with this page as the redirect', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Browse files' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign in to upload your design files for an exact quote.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%252Ffusion_pcb');
  });

  it('posts the board with a request id, shows the popup and refreshes the cart panel', async () => {
    const api = stubApi({
      'GET /user/info': () => ok(demoUser),
      'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')),
      'POST /v1/cart/add': () => ok({ cart_id: 1, status: 1 }),
      'GET /v1/cart/dashboard': () => ok({ count: 1, price_total: '490', details: [] }),
    });
    const user = userEvent.setup();
    const { client } = show();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await pickIn(user, 'Solder mask colour', 'Red');
    await user.click(screen.getByLabelText('I confirm the board size is 100 × 100 mm'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('dialog', { name: 'Added to cart' })).toBeInTheDocument();
    const calls = api.callsTo('POST /v1/cart/add');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      product: 'pcb',
      tier: 0,
      values: { ...defaultPcbValues(), maskColour: 'red', sizeConfirmed: true },
      country: 'US',
      carrier: 'dhl',
      request_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart', 'dashboard'] });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/web/cart');
  });

  it("shows 'Added failed' with the server's message when the cart refuses", async () => {
    stubApi({
      'GET /user/info': () => ok(demoUser),
      'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')),
      'POST /v1/cart/add': () => ({ status: 422, body: { code: 4000, msg: 'Please upload the correct file type or size.', data: null, key: 'upload.fileTypeOrSize' } }),
    });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByLabelText('I confirm the board size is 100 × 100 mm'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added failed' });
    expect(within(dialog).getByText('Please upload the correct file type or size.')).toBeInTheDocument();
  });
});

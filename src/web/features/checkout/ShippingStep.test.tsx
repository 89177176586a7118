import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutPrice } from '../../../shared/contracts/checkout';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { initialChoice, type Choice } from './shipping';
import { ShippingStep } from './ShippingStep';
import { checkoutPrice, option } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const Step = ({ price, onNext }: { price: CheckoutPrice; onNext(): void }) => {
  const [choice, setChoice] = useState<Choice>(initialChoice(price.warehouses));
  return <ShippingStep price={price} choice={choice} onChoice={setChoice} onBack={() => {}} onNext={onNext} />;
};

describe('checkout step 2: shipping per warehouse', () => {
  it('blocks continuing when every option of a warehouse is over weight', async () => {
    const api = stubApi({ 'POST /v1/new-checkout/set-logistic': () => ok({}) });
    const onNext = vi.fn();
    const price = checkoutPrice([option('dhl', { over_weight: true }), option('fedex', { over_weight: true })], { can_continue: false });
    renderWithApp(<Step price={price} onNext={onNext} />);
    expect(await screen.findByText('Item weight exceeds the courier limit.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /DHL/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /FedEx/ })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    expect(next).toBeDisabled();
    await userEvent.setup().click(next);
    expect(onNext).not.toHaveBeenCalled();
    expect(api.callsTo('POST /v1/new-checkout/set-logistic')).toHaveLength(0);
  });

  it('blocks a warehouse with no carrier at all', async () => {
    stubApi({});
    renderWithApp(<Step price={checkoutPrice([], { can_continue: false })} onNext={() => {}} />);
    expect(await screen.findByText(/Logistics information is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('preselects the first option that is not over weight and stores the choice', async () => {
    const api = stubApi({ 'POST /v1/new-checkout/set-logistic': () => ok({ checkout_id: 'x', shipping_method: { shenzhen: 'fedex' } }) });
    const onNext = vi.fn();
    const price = checkoutPrice([option('dhl', { over_weight: true }), option('fedex'), option('ups', { cost: '3100' })]);
    renderWithApp(<Step price={price} onNext={onNext} />);
    expect(await screen.findByRole('radio', { name: /FedEx/ })).toBeChecked();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /UPS/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(api.callsTo('POST /v1/new-checkout/set-logistic')[0]?.body).toEqual({
      checkout_id: price.checkout_id,
      shipping_method: { shenzhen: 'ups' },
    });
  });

  it('asks for no carrier when nothing ships (a payment request alone) and lets the customer go on to pay', async () => {
    const api = stubApi({});
    const onNext = vi.fn();
    const price = checkoutPrice([], { warehouses: [], needs_shipping: false, shipping_fee: '0', total: '4900' });
    renderWithApp(<Step price={price} onNext={onNext} />);
    expect(await screen.findByText('Nothing to ship: this payment has no delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Logistics information is unavailable/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onNext).toHaveBeenCalled();
    expect(api.callsTo('POST /v1/new-checkout/set-logistic')).toHaveLength(0);
  });
});

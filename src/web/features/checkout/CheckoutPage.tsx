// /web/checkout?ids= (spec platform §2 "Checkout in 3 steps", issue 4 §2): 1 delivery address, 2 shipping per
// warehouse, 3 payment information; then the order-placed page and the payment. Login only.
import '@mantine/core/styles/Stepper.css';
import { useMemo, useState } from 'react';
import { Alert, Anchor, Stepper, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CheckoutPrice, OrderMade } from '../../../shared/contracts/checkout';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { USER_INFO_KEY } from '../../session/session';
import { parseIds } from '../cart/cart-items';
import { PayChrome } from '../payment/PayChrome';
import { AddressStep, type Delivery } from './AddressStep';
import { OrderPlaced } from './OrderPlaced';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { initialChoice, type Choice } from './shipping';

const Checkout = () => {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  const location = useLocation();
  const cartIds = useMemo(() => parseIds(new URLSearchParams(location.search).get('ids')), [location.search]);
  const [step, setStep] = useState(0);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [price, setPrice] = useState<CheckoutPrice | null>(null);
  const [choice, setChoice] = useState<Choice>({});
  const [order, setOrder] = useState<OrderMade | null>(null);
  const qc = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');

  if (cartIds.length === 0) {
    return (
      <Alert color="yellow" variant="light">
        {t('noItems')}{' '}
        <Anchor component={Link} to="/web/cart">
          {t('backToCart')}
        </Anchor>
      </Alert>
    );
  }
  if (order) return <OrderPlaced order={order} />;

  return (
    <>
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      <Stepper
        active={step}
        onStepClick={(s) => s < step && setStep(s)}
        allowNextStepsSelect={false}
        size="sm"
        // Three labels do not fit side by side on a phone.
        orientation={phone ? 'vertical' : 'horizontal'}
      >
        <Stepper.Step label={t('steps.address')}>
          <AddressStep
            cartIds={cartIds}
            initial={delivery}
            onDone={(d, p) => {
              setDelivery(d);
              setPrice(p);
              setChoice(initialChoice(p.warehouses));
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('steps.shipping')}>
          {price && <ShippingStep price={price} choice={choice} onChoice={setChoice} onBack={() => setStep(0)} onNext={() => setStep(2)} />}
        </Stepper.Step>
        <Stepper.Step label={t('steps.payment')}>
          {price && delivery && (
            <PaymentStep
              cartIds={cartIds}
              price={price}
              delivery={delivery}
              choice={choice}
              onBack={() => setStep(1)}
              onPlaced={(made) => {
                setOrder(made);
                // The items left the cart and the header's pending-order badge counts one more.
                void qc.invalidateQueries({ queryKey: ['cart'] });
                void qc.invalidateQueries({ queryKey: USER_INFO_KEY });
              }}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <Anchor component={Link} to="/web/cart" size="sm" mt="lg" display="inline-block">
        {t('backToCart')}
      </Anchor>
    </>
  );
};

export default function CheckoutPage() {
  return (
    <PayChrome size="lg">
      <RequireAuth>
        <Checkout />
      </RequireAuth>
    </PayChrome>
  );
}

// Checkout step 3, payment information (spec platform §2, §3 checkout data, §5 remark, §9 methods): method, coupon
// (POST /v1/checkout/coupons-list), remark up to 300 characters, tax and totals (POST /v1/checkout/is-free), and
// 'Place order' (POST /order/make) with the attempt's checkout_token so a double click or retry is one order.
import { useRef, useState } from 'react';
import { Alert, Box, Button, Divider, Group, Paper, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutPrice, OrderMade } from '../../../shared/contracts/checkout';
import { Limits } from '../../../shared/ids';
import { useCurrency } from '../../shell/currency';
import { useCouponName } from '../coupon/coupon-name';
import { ApiError } from '../../api/client';
import { translateKey } from '../../i18n/index';
import { makeOrder, useCheckoutCoupons, useIsFree } from './api';
import type { Delivery } from './AddressStep';
import { checkoutErrorText } from './error-text';
import { checkoutToken, forgetCheckoutToken } from './checkout-token';
import { METHOD_KEY, PAYMENT_CHOICES, type PaymentChoice } from './payment-methods';
import { shippingCost, type Choice } from './shipping';

interface Props {
  cartIds: number[];
  price: CheckoutPrice;
  delivery: Delivery;
  choice: Choice;
  onBack(): void;
  onPlaced(order: OrderMade): void;
}

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="xs">
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
      {value}
    </Text>
  </Group>
);

export const PaymentStep = ({ cartIds, price, delivery, choice, onBack, onPlaced }: Props) => {
  const { t } = useTranslation('checkout');
  const { format } = useCurrency();
  const couponName = useCouponName();
  const [method, setMethod] = useState<PaymentChoice>(2);
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  // a distributor's or affiliate's code (issue 15): the order counts towards their rebate
  const [distributorCode, setDistributorCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One in-flight request at a time even if React has not re-rendered the disabled button yet.
  const inFlight = useRef(false);
  const coupons = useCheckoutCoupons(cartIds, true);
  const shippingKey = JSON.stringify(choice);
  const totals = useIsFree(cartIds, price.checkout_id, couponId, shippingKey);
  const shipping = shippingCost(price.warehouses, choice);
  const total = totals.data ? BigInt(totals.data.total) : null;
  const discount = totals.data ? BigInt(totals.data.discount) : 0n;

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      const order = await makeOrder({
        cart_ids: cartIds,
        address_id: delivery.addressId,
        billing: delivery.billing,
        message: remark.trim(),
        payment_id: method,
        coupon_id: couponId,
        shipping_method: choice,
        checkout_id: price.checkout_id,
        checkout_token: checkoutToken(cartIds),
        expected_total: totals.data?.total,
        distributor_code: distributorCode.trim() || undefined,
      });
      forgetCheckoutToken(cartIds);
      onPlaced(order);
    } catch (err) {
      // a wrong distributor code is shown on its box, with the field's message
      const codeKey = err instanceof ApiError ? err.fields?.distributor_code : undefined;
      setCodeError(codeKey ? translateKey(codeKey, codeKey) : null);
      setError(checkoutErrorText(err));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('payment.title')}
      </Title>
      <Radio.Group label={t('payment.method')} value={String(method)} onChange={(v) => setMethod(Number(v) as PaymentChoice)} required>
        <Stack gap="xs" mt="xs">
          {PAYMENT_CHOICES.map((m) => (
            <Radio key={m} value={String(m)} label={t(`methods.${METHOD_KEY[m]}`)} description={t(`methodHints.${METHOD_KEY[m]}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label={t('payment.coupon')}
        placeholder={coupons.data?.length ? t('payment.noCoupon') : t('payment.noCoupons')}
        data={(coupons.data ?? []).map((c) => ({
          value: String(c.id),
          label: t('payment.couponOption', { name: couponName(c), value: format(BigInt(c.value)) }),
        }))}
        value={couponId ? String(couponId) : null}
        onChange={(v) => setCouponId(v ? Number(v) : undefined)}
        clearable
        disabled={!coupons.data?.length}
      />
      <TextInput
        label={t('payment.distributorCode')}
        description={t('payment.distributorCodeHint')}
        value={distributorCode}
        onChange={(e) => { setDistributorCode(e.currentTarget.value.slice(0, 20)); setCodeError(null); }}
        error={codeError}
        maxLength={20}
        autoComplete="off"
      />
      <Textarea
        label={t('payment.remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value.slice(0, Limits.remarkMax))}
        maxLength={Limits.remarkMax}
        rows={3}
        description={t('payment.remarkCount', { count: remark.length, max: Limits.remarkMax })}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('payment.totals')}>
        <Stack gap={6}>
          <Line label={t('payment.subtotal')} value={format(BigInt(price.subtotal))} />
          <Line label={t('payment.shipping')} value={!price.needs_shipping ? t('shipping.none') : shipping === 0n ? t('shipping.free') : format(shipping)} />
          {discount > 0n && <Line label={t('payment.discount')} value={`-${format(discount)}`} />}
          <Line label={t(`tax.${price.tax_code}` as 'tax.none', { defaultValue: t('tax.label') })} value={format(BigInt(price.tax_fee))} />
          {price.tax_note && (
            <Text size="xs" c="dimmed">
              {t(price.tax_note as 'tax.importVatOnArrival', { defaultValue: '' })}
            </Text>
          )}
          <Divider my={4} />
          <Line label={t('payment.total')} value={total === null ? '…' : format(total)} strong />
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {placing && (
        <Alert color="blue" variant="light" role="status">
          {t('errors.doNotRefresh', { ns: 'common' })}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={placing}>
          {t('actions.back', { ns: 'common' })}
        </Button>
        <Box>
          <Button size="md" onClick={() => void place()} disabled={placing || totals.isPending} loading={placing}>
            {t('payment.place')}
          </Button>
        </Box>
      </Group>
    </Stack>
  );
};

// Checkout step 2, shipping per warehouse (spec platform §3 checkout price info, §4, §5, §8): each warehouse's
// carriers with cost and delivery days; over-weight options cannot be chosen; continue is blocked while a
// warehouse has no usable option. The choice is stored with POST /v1/new-checkout/set-logistic. A payment or
// shipping-cost request (455 / 1633) has nothing to ship (needs_shipping false): one line says so and the customer
// goes on to pay without choosing a carrier (and without set-logistic: there is no warehouse to choose for).
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutPrice } from '../../../shared/contracts/checkout';
import { useCurrency } from '../../shell/currency';
import { setLogistic } from './api';
import { checkoutErrorText } from './error-text';
import { canContinue, warehouseBlock, type Carrier, type Choice } from './shipping';

interface Props {
  price: CheckoutPrice;
  choice: Choice;
  onChoice(choice: Choice): void;
  onBack(): void;
  onNext(): void;
}

export const ShippingStep = ({ price, choice, onChoice, onBack, onNext }: Props) => {
  const { t } = useTranslation('checkout');
  const { format } = useCurrency();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ok = !price.needs_shipping || canContinue(price.warehouses, choice);

  const next = async () => {
    if (!price.needs_shipping) return onNext();
    setError(null);
    setBusy(true);
    try {
      await setLogistic({ checkout_id: price.checkout_id, shipping_method: choice });
      onNext();
    } catch (err) {
      setError(checkoutErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('shipping.title')}
      </Title>
      {!price.needs_shipping && (
        <Alert color="blue" variant="light" role="status">
          {t('shipping.nothingToShip')}
        </Alert>
      )}
      {price.free_shipping && (
        <Alert color="green" variant="light">
          {t('shipping.freePcba')}
        </Alert>
      )}
      {price.warehouses.map((w) => {
        const block = warehouseBlock(w);
        const name = t(`shipping.warehouses.${w.warehouse}`);
        return (
          <Paper key={w.warehouse} withBorder p="md" radius="md" component="section" aria-label={name}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{name}</Text>
              <Text size="sm" c="dimmed">
                {t('shipping.items', { count: w.products.length })} · {t('shipping.weight', { kg: (w.weight_grams / 1000).toFixed(2) })}
              </Text>
            </Group>
            {block ? (
              <Alert color="red" variant="light" role="alert">
                {block === 'none' ? t('shipping.noLogistics') : t('shipping.allOverWeight')}
              </Alert>
            ) : null}
            {w.shipping_list.length > 0 && (
              <Radio.Group
                aria-label={t('shipping.carrierFor', { warehouse: name })}
                value={choice[w.warehouse] ?? ''}
                onChange={(v) => onChoice({ ...choice, [w.warehouse]: v as Carrier })}
              >
                <Stack gap="xs">
                  {w.shipping_list.map((o) => (
                    <Radio
                      key={o.carrier}
                      value={o.carrier}
                      disabled={o.over_weight}
                      label={
                        <Group gap="xs">
                          <Text size="sm" fw={500}>
                            {o.name}
                          </Text>
                          {o.over_weight ? (
                            <Badge color="red" variant="light">
                              {t('shipping.overWeight')}
                            </Badge>
                          ) : (
                            <>
                              <Text size="sm">{o.cost === '0' ? t('shipping.free') : format(BigInt(o.cost))}</Text>
                              <Text size="sm" c="dimmed">
                                {t('shipping.days', { min: o.days.min, max: o.days.max })}
                              </Text>
                            </>
                          )}
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Paper>
        );
      })}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('actions.back', { ns: 'common' })}
        </Button>
        <Button onClick={() => void next()} loading={busy} disabled={!ok}>
          {t('shipping.continue')}
        </Button>
      </Group>
    </Stack>
  );
};

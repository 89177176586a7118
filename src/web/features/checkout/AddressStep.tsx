// Checkout step 1, delivery address (spec platform §2, §3 delivery and billing keys, §5 address rules): pick an
// address from the book or add one with the address book's own form (same shared rules), and say whether the
// billing address is the same. Continue prices the order for that address (POST /v1/new-checkout/checkout).
import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/contracts/address';
import type { Billing, CheckoutPrice } from '../../../shared/contracts/checkout';
import { edition } from '../../edition';
import { AddressForm } from '../address/AddressForm';
import { ADDRESS_LIST_KEY, bodyOf, useAddresses, useCountries } from '../address/api';
import { addressLines, fullName } from '../address/AddressCard';
import { fetchCheckout } from './api';
import { checkoutErrorText } from './error-text';

export interface Delivery {
  addressId: number;
  billing: Billing;
  address: Address;
}

interface Props {
  cartIds: number[];
  initial: Delivery | null;
  onDone(delivery: Delivery, price: CheckoutPrice): void;
}

const JAPAN = 107;

const AddressLines = ({ a }: { a: Address }) => (
  <Stack gap={0}>
    <Text fw={600} size="sm">
      {fullName(a)}
      {a.company ? ` · ${a.company}` : ''}
    </Text>
    <Text size="sm">{addressLines(a).filter((l) => l !== a.company).join(edition === 'jp' ? ' ' : ', ')}</Text>
    <Text size="sm" c="dimmed">
      {a.phone}
    </Text>
  </Stack>
);

export const AddressStep = ({ cartIds, initial, onDone }: Props) => {
  const { t } = useTranslation('checkout');
  const qc = useQueryClient();
  const addresses = useAddresses();
  const countries = useCountries();
  const list = addresses.data ?? [];
  const [chosen, setChosen] = useState<number | null>(initial?.addressId ?? null);
  const [adding, setAdding] = useState(false);
  const [billingType, setBillingType] = useState<'same' | 'different'>(initial?.billing.type ?? 'same');
  const [billingId, setBillingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fallback = list.find((a) => a.is_default) ?? list[0];
  const addressId = chosen ?? fallback?.id ?? null;
  const address = list.find((a) => a.id === addressId);
  const billingAddress = list.find((a) => a.id === billingId);
  const showForm = adding || (addresses.isSuccess && list.length === 0);

  const next = async () => {
    setError(null);
    if (!address) return setError(t('address.choose'));
    if (billingType === 'different' && !billingAddress) return setError(t('address.chooseBilling'));
    const billing: Billing = billingType === 'same' || !billingAddress ? { type: 'same' } : { type: 'different', address: bodyOf(billingAddress) };
    setBusy(true);
    try {
      onDone({ addressId: address.id, billing, address }, await fetchCheckout(cartIds, address.id, billing));
    } catch (err) {
      setError(checkoutErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (addresses.isPending || countries.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('address.title')}
      </Title>
      {list.length > 0 && !adding && (
        <Radio.Group value={addressId ? String(addressId) : ''} onChange={(v) => setChosen(Number(v))} label={t('address.book')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            {list.map((a) => (
              <Paper key={a.id} withBorder p="sm" radius="md" bg={a.id === addressId ? 'blue.0' : undefined}>
                <Radio value={String(a.id)} label={<AddressLines a={a} />} aria-label={`${fullName(a)}, ${a.street_address}`} />
              </Paper>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {showForm ? (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            {t('address.new')}
          </Title>
          <AddressForm
            countries={countries.data ?? []}
            defaultCountryId={edition === 'jp' ? JAPAN : undefined}
            onSaved={async (saved) => {
              await qc.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
              setChosen(saved.address.id);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('address.add')}
          </Button>
        </Group>
      )}
      {list.length > 0 && !adding && (
        <Radio.Group label={t('address.billing')} value={billingType} onChange={(v) => setBillingType(v === 'different' ? 'different' : 'same')}>
          <Group mt="xs">
            <Radio value="same" label={t('address.billingSame')} />
            <Radio value="different" label={t('address.billingDifferent')} />
          </Group>
        </Radio.Group>
      )}
      {billingType === 'different' && !adding && (
        <Select
          label={t('address.billingAddress')}
          placeholder={t('address.chooseBilling')}
          data={list.map((a) => ({ value: String(a.id), label: `${fullName(a)}, ${a.street_address}, ${a.country_name}` }))}
          value={billingId ? String(billingId) : null}
          onChange={(v) => setBillingId(v ? Number(v) : null)}
          description={t('address.billingHint')}
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!showForm && (
        <Group justify="flex-end">
          <Button onClick={() => void next()} loading={busy} disabled={!address}>
            {t('address.continue')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

// /web/user/address (spec platform §2 address book): saved addresses as cards (default first, with a badge),
// add and edit in a modal, delete after confirmation, set as default.
import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/contracts/address';
import { CountryId } from '../../../shared/ids';
import { edition } from '../../edition';
import { usePageTitle } from '../../forms';
import { openDialog } from '../../shell/dialog';
import { useToast } from '../../shell/toast';
import { ADDRESS_LIST_KEY, bodyOf, deleteAddress, saveAddress, useAddresses, useCountries } from './api';
import { AddressCard, fullName } from './AddressCard';
import { AddressForm } from './AddressForm';

export default function AddressPage() {
  const { t } = useTranslation('address');
  usePageTitle(t('title'));
  const list = useAddresses();
  const countries = useCountries();
  const qc = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => qc.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (err) {
      toast.showError(err);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (a: Address) => {
    const confirmed = await openDialog({
      title: t('deleteTitle'),
      body: t('deleteBody', { name: fullName(a) }),
      withCancel: true,
      confirmLabel: t('actions.delete', { ns: 'common' }),
    });
    if (confirmed) await run(() => deleteAddress(a.id), t('deleted'));
  };

  const makeDefault = (a: Address) => run(() => saveAddress(bodyOf(a, { is_default: true }), a.id), t('defaultChanged'));

  const loading = list.isPending || countries.isPending;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Button onClick={() => setEditing('new')} disabled={!countries.data}>
          {t('add')}
        </Button>
      </Group>
      {loading && (
        <Center py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Center>
      )}
      {(list.isError || countries.isError) && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.generic', { ns: 'common' })}
        </Alert>
      )}
      {list.data && list.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={t('listLabel')}>
          {list.data.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={busy}
              onEdit={() => setEditing(a)}
              onDelete={() => void remove(a)}
              onMakeDefault={() => void makeDefault(a)}
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('addTitle') : t('editTitle')}
        size="lg"
      >
        {editing !== null && countries.data && (
          <AddressForm
            countries={countries.data}
            address={editing === 'new' ? undefined : editing}
            defaultCountryId={edition === 'jp' ? CountryId.Japan : undefined}
            onSaved={() => {
              setEditing(null);
              toast.success(t('saved'));
              void refresh();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

// One saved address: the lines as a courier reads them, the default badge, and edit / delete / set-default.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/contracts/address';

interface Props {
  address: Address;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

export const fullName = (a: Pick<Address, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`;

export const AddressCard = ({ address: a, busy, onEdit, onDelete, onMakeDefault }: Props) => {
  const { t } = useTranslation('address');
  const name = fullName(a);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap={4} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          {a.is_default && <Badge color="green">{t('defaultBadge')}</Badge>}
        </Group>
        {a.company && <Text size="sm">{a.company}</Text>}
        <Text size="sm">{a.street_address}</Text>
        <Text size="sm">{[a.city, a.province, a.postcode].filter(Boolean).join(', ')}</Text>
        <Text size="sm">{a.country_name}</Text>
        <Text size="sm" c="dimmed">
          {t('phoneLine', { phone: a.phone })}
        </Text>
        {a.tax_number && (
          <Text size="sm" c="dimmed">
            {t('taxLine', { number: a.tax_number })}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`${t('actions.edit', { ns: 'common' })}: ${name}`}>
            {t('actions.edit', { ns: 'common' })}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy} aria-label={`${t('actions.delete', { ns: 'common' })}: ${name}`}>
            {t('actions.delete', { ns: 'common' })}
          </Button>
          {!a.is_default && (
            <Button size="xs" variant="subtle" onClick={onMakeDefault} disabled={busy}>
              {t('setDefault')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};

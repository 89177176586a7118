// One saved address: the lines as a courier reads them, the default badge, and edit / delete / set-default.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/contracts/address';
import { personName, printedAddress } from '../../../shared/rules/address-print';
import { edition } from '../../edition';

interface Props {
  address: Address;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

/** The name in the edition's order (Japanese: 姓 名). */
export const fullName = (a: Pick<Address, 'first_name' | 'last_name'>) => personName(a.first_name, a.last_name, edition);

/** The lines under the name, in the edition's order (Japanese: 〒, prefecture and city, street, company). */
export const addressLines = (a: Address): string[] =>
  printedAddress({ name: '', company: a.company, street: a.street_address, city: a.city, province: a.province, postcode: a.postcode, country: a.country_name }, edition);

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
        {addressLines(a).map((line, n) => (
          <Text key={n} size="sm">
            {line}
          </Text>
        ))}
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

// The wire-transfer instruction page (spec platform §2, §4): bank details, the amount, the order number as the
// reference, the one-month hold, and where to upload the bank receipt afterwards.
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/currency';
import { useWireInstructions } from './api';
import { checkoutErrorText } from '../checkout/error-text';

export const WireView = ({ orderId, method }: { orderId: number; method: number | undefined }) => {
  const { t, i18n } = useTranslation('checkout');
  const wire = useWireInstructions(orderId, method === 8 || method === 9 ? method : undefined);
  if (wire.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  if (wire.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {checkoutErrorText(wire.error)}
      </Alert>
    );
  }
  const w = wire.data;
  const rows: [string, string][] = [
    [t('wire.beneficiary'), w.beneficiary],
    [t('wire.bank'), w.bank],
    [t('wire.bankAddress'), w.bank_address],
    [t('wire.swift'), w.swift],
    [t('wire.account'), w.account],
    [t('wire.amount'), formatMoney({ amount: BigInt(w.amount), currency: w.currency })],
    [t('wire.reference'), w.reference],
  ];
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('wire.title')}
        </Title>
        <Text>{t('wire.lead', { no: w.order_no })}</Text>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th w="35%">{k}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Alert color="yellow" variant="light">
          {t('wire.hold', { days: w.hold_days, date: new Date(w.hold_until).toLocaleDateString(i18n.language) })}
        </Alert>
        <Text size="sm">{t('wire.receipt')}</Text>
        <Group>
          <Button component={Link} to={`/web/user/order/${w.order_id}`}>
            {t('wire.toOrder')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

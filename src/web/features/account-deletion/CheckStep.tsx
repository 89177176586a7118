// Step 3, Account Check (spec services §4, §8): the three checks with their progress; a failed check lists what
// blocks the deletion, with a link to where the customer settles it, and can be run again.
import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELETION_BLOCKERS, type DeletionBlocker, type DeletionCheck } from '../../../shared/contracts/account-deletion';

const FIX: Record<DeletionBlocker, { to: string; label: 'check.fixCustom' | 'check.fixOrders' | 'check.fixSupport' }> = {
  custom_orders: { to: '/web/cart', label: 'check.fixCustom' },
  standard_orders: { to: '/web/user/order/all', label: 'check.fixOrders' },
  support: { to: '/web/user/support', label: 'check.fixSupport' },
};

interface Props {
  result: DeletionCheck | undefined;
  running: boolean;
  onRecheck: () => void;
  onNext: () => void;
}

export const CheckStep = ({ result, running, onRecheck, onNext }: Props) => {
  const { t } = useTranslation('accountDeletion');
  const total = DELETION_BLOCKERS.length;
  const done = running || !result ? 0 : total;
  return (
    <Stack gap="md">
      <Progress value={(done / total) * 100} animated={running} striped={running} aria-label={t('steps.check')} />
      <Text size="sm" c="dimmed" role="status">{running ? t('check.running') : t('check.progress', { done, total })}</Text>
      {result && !running && (
        <>
          <Table withTableBorder>
            <Table.Tbody>
              {result.checks.map((c) => (
                <Table.Tr key={c.key} data-testid={`deletion-check-${c.key}`}>
                  <Table.Td>{t(`check.items.${c.key}`)}</Table.Td>
                  <Table.Td c={c.count ? 'red' : 'green'} fw={600}>{c.count ? t('check.found', { count: c.count }) : t('check.ok')}</Table.Td>
                  <Table.Td>{c.count > 0 && <Anchor component={Link} to={FIX[c.key].to} size="sm">{t(FIX[c.key].label)}</Anchor>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Alert color={result.passed ? 'green' : 'red'} role="alert">{result.passed ? t('check.passed') : t('check.failed')}</Alert>
        </>
      )}
      <Group>
        {result && !result.passed && <Button onClick={onRecheck} loading={running}>{t('check.recheck')}</Button>}
        {result?.passed && !running && <Button onClick={onNext}>{t('check.next')}</Button>}
      </Group>
    </Stack>
  );
};

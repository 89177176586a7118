// The account's distributor page (/web/user/distributor; spec platform §2 user menu "distributor"; issue 15): the
// application's status, the contract staff offered (rate, period, terms) with the box that accepts it, the code
// once accepted (gone once staff suspend it), a change of terms staff scheduled, and the rebate statements per period (running, to be paid, paid with the date).
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Distributor } from '../../../shared/contracts/distributor';
import { formatPrice } from '../../../shared/currency';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { ApiError } from '../../api/client';
import { useMyDistributor, useAcceptContract } from './api';
import { useDay } from './page-parts';

const STATUS_COLOR = { applied: 'orange', approved: 'blue', active: 'green', rejected: 'gray', suspended: 'red' } as const;
const percent = (bp: number) => `${bp / 100} %`;
const usd = (cents: string) => formatPrice(BigInt(cents), 'USD');

const Contract = ({ d }: { d: Distributor }) => {
  const { t } = useTranslation('partners');
  const [ticked, setTicked] = useState(false);
  const accept = useAcceptContract();
  const errorText = useErrorText();
  const day = useDay();
  const period = t(`distributors.account.contract.periods.${d.period ?? 'monthly'}`);
  const failure = accept.error instanceof ApiError ? errorText(accept.error.key, accept.error.message) : accept.error ? errorText('errors.generic') : undefined;
  return (
    <Card withBorder data-testid="distributor-contract">
      <Stack gap="xs">
        <Title order={3} fz="md">{t('distributors.account.contract.title')}</Title>
        <Text size="sm">{t('distributors.account.contract.rate', { rate: percent(d.rate_bp ?? 0) })}</Text>
        <Text size="sm">{t('distributors.account.contract.period', { period })}</Text>
        {d.next_terms && (
          <Text size="sm" data-testid="distributor-next-terms">
            {t('distributors.account.contract.next', {
              date: day(d.next_terms.from), rate: percent(d.next_terms.rate_bp), period: t(`distributors.account.contract.periods.${d.next_terms.period}`),
            })}
          </Text>
        )}
        <Text size="sm">{t('distributors.account.contract.terms')}</Text>
        {d.status === 'approved' && (
          <>
            <Checkbox checked={ticked} onChange={(e) => setTicked(e.currentTarget.checked)} label={t('distributors.account.contract.accept')} />
            <Group>
              <Button disabled={!ticked} loading={accept.isPending} onClick={() => accept.mutate()} data-testid="distributor-accept">
                {t('distributors.account.contract.submit')}
              </Button>
            </Group>
            {failure && <Alert color="red" role="alert">{failure}</Alert>}
          </>
        )}
      </Stack>
    </Card>
  );
};

const Statements = ({ d }: { d: Distributor }) => {
  const { t } = useTranslation('partners');
  const day = useDay();
  if (d.statements.length === 0) return <Text size="sm" c="dimmed">{t('distributors.account.noStatements')}</Text>;
  const c = (k: 'period' | 'orders' | 'basis' | 'rebate' | 'state') => t(`distributors.account.cols.${k}`);
  return (
    <Table striped data-testid="distributor-statements">
      <Table.Thead>
        <Table.Tr><Table.Th>{c('period')}</Table.Th><Table.Th>{c('orders')}</Table.Th><Table.Th>{c('basis')}</Table.Th><Table.Th>{c('rebate')}</Table.Th><Table.Th>{c('state')}</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {d.statements.map((s) => (
          <Table.Tr key={s.period} data-testid={`statement-${s.period}`}>
            <Table.Td>{s.period}</Table.Td>
            <Table.Td>{s.order_count}</Table.Td>
            {/* rebates are paid in US dollars, the currency the purchases were charged in */}
            <Table.Td>{usd(s.basis)}</Table.Td>
            <Table.Td data-testid="statement-rebate">{usd(s.rebate)}</Table.Td>
            <Table.Td data-testid="statement-state">{t(`distributors.account.state.${s.state}`, { date: s.paid_at ? day(s.paid_at) : '' })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

export default function MyDistributorPage() {
  const { t } = useTranslation('partners');
  usePageTitle(t('distributors.account.title'));
  const mine = useMyDistributor();
  const d = mine.data?.distributor;
  return (
    <Stack>
      <Title order={2}>{t('distributors.account.title')}</Title>
      <Text size="sm" c="dimmed">{t('distributors.account.intro')}</Text>
      {mine.isSuccess && !d && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('distributors.account.none')}</Text>
          <Button component={Link} to="/distributors#distributors-form" variant="light">{t('distributors.account.apply')}</Button>
        </Stack>
      )}
      {d && (
        <Stack>
          <Group>
            <Text fw={600}>{d.company_name}</Text>
            <Badge variant="light" color={STATUS_COLOR[d.status]} data-testid="distributor-status">{t(`distributors.account.status.${d.status}`)}</Badge>
            <Text size="sm">{t('distributors.account.kind', { kind: t(`distributors.list.kind.${d.kind}`) })}</Text>
          </Group>
          {d.note && <Text size="sm">{t('distributors.account.note', { note: d.note })}</Text>}
          {d.status === 'rejected' && <Anchor component={Link} to="/distributors#distributors-form">{t('distributors.account.apply')}</Anchor>}
          {(d.status === 'approved' || d.status === 'active') && <Contract d={d} />}
          {d.code && d.status === 'active' && (
            <Alert color="green" data-testid="distributor-code">
              <Text fw={700}>{t('distributors.account.code', { code: d.code })}</Text>
              <Text size="sm">{t('distributors.account.codeHint')}</Text>
            </Alert>
          )}
          {(d.status === 'active' || d.status === 'suspended') && (
            <>
              <Title order={3} fz="md">{t('distributors.account.statements')}</Title>
              <Statements d={d} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

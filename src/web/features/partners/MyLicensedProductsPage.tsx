// The account's licensed products (/web/user/licensedProducts; spec platform §1 "licensed products administration",
// services "Licensing program record"; issue 15): a dashboard of the programs, my programs with the record's fields
// (program id, submitted date, Bazaar SKU, remaining stock, batch, quantity, program deposit, status and stage),
// and the administration view: each program's stage history with our notes.
import { Accordion, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LicensedProgram } from '../../../shared/contracts/licensed';
import { LICENSED_STAGE_KEYS } from '../../../shared/status/licensed-batch';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useMyLicensedPrograms } from './api';
import { useDay } from './page-parts';

const STATUS_COLOR = { 0: 'blue', 1: 'blue', 2: 'gray' } as const;
type Col = 'program' | 'submitted' | 'product' | 'sku' | 'stock' | 'batch' | 'quantity' | 'deposit' | 'status';

const Figure = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Card withBorder padding="sm" radius="md">
    <Text size="xs" c="dimmed">{label}</Text>
    <Text fz="xl" fw={700} data-testid={testId}>{value}</Text>
  </Card>
);

const Dashboard = ({ list }: { list: LicensedProgram[] }) => {
  const { t } = useTranslation('partners');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label={t('licensed.account.dashboard')}>
      <Figure label={t('licensed.account.programs')} value={list.length} testId="licensed-count" />
      <Figure label={t('licensed.account.inProgress')} value={list.filter((p) => p.status !== 2).length} testId="licensed-in-progress" />
      <Figure label={t('licensed.account.selling')} value={list.filter((p) => p.stage === 6).length} testId="licensed-selling" />
      <Figure label={t('licensed.account.stock')} value={list.reduce((n, p) => n + (p.remaining_stock ?? 0), 0)} testId="licensed-stock" />
    </SimpleGrid>
  );
};

const ProgramsTable = ({ list }: { list: LicensedProgram[] }) => {
  const { t } = useTranslation('partners');
  const { format } = useCurrency();
  const day = useDay();
  const c = (k: Col) => t(`licensed.account.cols.${k}`);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('program')}</Table.Th><Table.Th>{c('submitted')}</Table.Th><Table.Th>{c('product')}</Table.Th><Table.Th>{c('sku')}</Table.Th>
            <Table.Th>{c('stock')}</Table.Th><Table.Th>{c('batch')}</Table.Th><Table.Th>{c('quantity')}</Table.Th><Table.Th>{c('deposit')}</Table.Th><Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((p) => (
            <Table.Tr key={p.id} data-testid={`licensed-${p.program_id}`}>
              <Table.Td>{p.program_id}</Table.Td>
              <Table.Td>{day(p.submitted_at)}</Table.Td>
              <Table.Td>{p.product_name}</Table.Td>
              <Table.Td>{p.bazaar_sku ?? '—'}</Table.Td>
              <Table.Td>{p.remaining_stock ?? '—'}</Table.Td>
              <Table.Td>{p.batch}</Table.Td>
              <Table.Td>{p.quantity}</Table.Td>
              <Table.Td>{p.deposit === null ? '—' : format(BigInt(p.deposit))}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Badge variant="light" color={STATUS_COLOR[p.status]}>{t(p.status === 2 ? 'licensed.account.rejected' : 'licensed.account.inProgress')}</Badge>
                  <Text size="xs" data-testid="licensed-stage">{t(`licensed.steps.${LICENSED_STAGE_KEYS[p.stage]}`)}</Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const Administration = ({ list }: { list: LicensedProgram[] }) => {
  const { t } = useTranslation('partners');
  const day = useDay();
  return (
    <Accordion variant="separated">
      {list.map((p) => (
        <Accordion.Item key={p.id} value={String(p.id)}>
          <Accordion.Control>{p.program_id} · {p.product_name} · {t(`licensed.steps.${LICENSED_STAGE_KEYS[p.stage]}`)}</Accordion.Control>
          <Accordion.Panel>
            <Title order={4} fz="sm" mb="xs">{t('licensed.account.history')}</Title>
            <Stack gap={4}>
              {p.history.map((h, i) => (
                <Text key={i} size="sm">
                  {day(h.at)} — {t(`licensed.steps.${LICENSED_STAGE_KEYS[h.to]}`)}{h.note ? ` · ${t('licensed.account.note', { note: h.note })}` : ''}
                </Text>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};

export default function MyLicensedProductsPage() {
  const { t } = useTranslation('partners');
  usePageTitle(t('licensed.account.title'));
  const programs = useMyLicensedPrograms();
  const list = programs.data?.list;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('licensed.account.title')}</Title>
        <Button component={Link} to="/licensed-program#licensed-form" variant="light">{t('licensed.account.apply')}</Button>
      </Group>
      <Text size="sm" c="dimmed">{t('licensed.account.intro')}</Text>
      {list?.length === 0 && <Text>{t('licensed.account.empty')}</Text>}
      {list && list.length > 0 && (
        <>
          <Title order={3} fz="md">{t('licensed.account.dashboard')}</Title>
          <Dashboard list={list} />
          <Title order={3} fz="md">{t('licensed.account.myPrograms')}</Title>
          <ProgramsTable list={list} />
          <Title order={3} fz="md">{t('licensed.account.administration')}</Title>
          <Administration list={list} />
        </>
      )}
    </Stack>
  );
}

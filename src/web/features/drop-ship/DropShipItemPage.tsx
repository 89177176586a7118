// /web/user/dropOrder/item (issue 15; spec services "Drop-shipping administration"): the goods in storage, and the
// address list upload. A list with problems shows them per row and column and keeps its valid rows; the customer
// uploads the corrected rows alone (?list=<id> continues a draft), then submits the list: the shipping fees go into
// the cart and the list's page opens.
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, call, upload } from '../../api/client';
import { usePageTitle } from '../../forms';
import { errorMessage } from '../../shell/toast';
import { DROP_SHIP_COLUMNS } from '../../../shared/rules/drop-ship';
import type { DropShipList } from '../../../shared/contracts/drop-ship';
import { DROP_SHIP_KEY, shortDate, useDropShipList, useDropShipOverview } from './api';
import { PackagesTable } from './PackagesTable';
import { ProblemsTable } from './ProblemsTable';

const StockTable = () => {
  const { t } = useTranslation('dropShip');
  const overview = useDropShipOverview();
  // not a drop-shipping customer (no goods in storage): the server answers 404
  if (overview.error instanceof ApiError && overview.error.status === 404) return <Alert color="blue">{t('notEnabled')}</Alert>;
  if (overview.isError) return <Alert color="red">{errorMessage(overview.error)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder data-testid="drop-ship-stock">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stock.item')}</Table.Th><Table.Th>{t('stock.description')}</Table.Th><Table.Th>{t('stock.quantity')}</Table.Th>
            <Table.Th>{t('stock.available')}</Table.Th><Table.Th>{t('stock.freeUntil')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(overview.data?.stock ?? []).map((s) => (
            <Table.Tr key={s.item}>
              <Table.Td>{s.item}</Table.Td><Table.Td>{s.description}</Table.Td><Table.Td>{s.quantity}</Table.Td>
              <Table.Td>{s.available}</Table.Td><Table.Td>{shortDate(s.free_until)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

export default function DropShipItemPage() {
  const { t } = useTranslation('dropShip');
  usePageTitle(t('itemTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draftId = Number(params.get('list')) || 0;
  const draft = useDropShipList(draftId);
  const [file, setFile] = useState<File | null>(null);
  const [latest, setLatest] = useState<DropShipList | null>(null);
  const list = latest ?? (draft.data?.status === 'draft' ? draft.data : null);

  const send = useMutation({
    mutationFn: (f: File) => upload('POST /v1/drop-ship/lists', { fields: list ? { list_id: String(list.id) } : {}, file: f, fileName: f.name }),
    onSuccess: (answer) => {
      setLatest(answer);
      setFile(null);
      setParams({ list: String(answer.id) }, { replace: true });
      void queryClient.invalidateQueries({ queryKey: DROP_SHIP_KEY });
    },
  });
  const submit = useMutation({
    mutationFn: (id: number) => call('POST /v1/drop-ship/lists/submit', { body: { id } }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: DROP_SHIP_KEY });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void navigate(`/web/user/dropOrder/${answer.id}`);
    },
  });
  const startOver = () => {
    setLatest(null);
    setParams({}, { replace: true });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz="h2">{t('itemTitle')}</Title>
        <Anchor component={Link} to="/web/user/dropOrder/order">{t('listsLink')}</Anchor>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      <Title order={2} fz="h4">{t('stock.title')}</Title>
      <StockTable />
      <Card withBorder>
        <Stack>
          <Group justify="space-between">
            <Title order={2} fz="h4">{t('upload.title')}</Title>
            {list && <Badge color="orange" variant="light">{list.file_name}</Badge>}
          </Group>
          <Text size="sm">{list && list.problems > 0 ? t('upload.continueHelp') : t('upload.help', { columns: DROP_SHIP_COLUMNS.join(', ') })}</Text>
          <FileInput
            label={t('upload.file')} accept=".xlsx,.xls,.csv,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file} onChange={setFile} clearable
          />
          {send.isError && <Alert color="red" role="alert">{errorMessage(send.error)}</Alert>}
          <Group>
            <Button onClick={() => file && send.mutate(file)} disabled={!file} loading={send.isPending}>{t('upload.submit')}</Button>
            {list && <Button variant="subtle" onClick={startOver}>{t('upload.startOver')}</Button>}
          </Group>
        </Stack>
      </Card>
      {list && (
        <Stack>
          <ProblemsTable problems={list.problem_list} />
          {list.packages.length > 0 && (
            <>
              <Title order={2} fz="h4">{t('packages.title', { count: list.packages.length })}</Title>
              <PackagesTable packages={list.packages} total={list.total_cents} />
            </>
          )}
          {list.problems === 0 && list.packages.length > 0 && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">{t('submitHelp')}</Text>
              {submit.isError && <Alert color="red" role="alert">{errorMessage(submit.error)}</Alert>}
              <Button color="green" onClick={() => submit.mutate(list.id)} loading={submit.isPending}>{t('submit')}</Button>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

// The console's one table (issue 9): columns as data, loading/failure/empty states, sortable headers and a pager.
// Paging, sorting and filtering happen on the server; the page keeps them in the address (useListParams), so every
// filtered list is a deep link. Plain Mantine Table rather than mantine-datatable: our lists are server-paged with
// a handful of columns, and one small component keeps the console's chunk lean (docs/architecture.md, "Staff console and roles").
import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from './ListState';

export interface StaffColumn<R> {
  /** Header text (already translated); empty for an actions column. */
  label: string;
  /** The server's sort key; a column with one gets a clickable header. */
  sort?: string;
  render: (row: R) => ReactNode;
}

export interface StaffPaging {
  page: number;
  pageSize: number;
  total: number;
}

interface Props<R> {
  columns: StaffColumn<R>[];
  rows: R[] | undefined;
  rowKey: (row: R) => string | number;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  minWidth?: number;
  /** The row's test id, for journeys (e.g. `wire-${order_no}`). */
  rowTestId?: (row: R) => string;
  /** Current sort, and what a header click asks for (omit both for an unsorted list). */
  sort?: { by: string; dir: 'asc' | 'desc' };
  onSort?: (by: string) => void;
  paging?: StaffPaging;
  onPage?: (page: number) => void;
}

export function StaffTable<R>(p: Props<R>) {
  const { t } = useTranslation('staff');
  const rows = p.rows ?? [];
  const arrow = (key: string) => (p.sort?.by === key ? (p.sort.dir === 'desc' ? ' ↓' : ' ↑') : '');
  const pages = p.paging ? Math.max(1, Math.ceil(p.paging.total / p.paging.pageSize)) : 1;
  return (
    <>
      <ListState pending={p.pending} error={p.error} empty={rows.length === 0} onRetry={p.onRetry} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={p.minWidth ?? 720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {p.columns.map((c, i) => (
                  <Table.Th key={i}>
                    {c.sort && p.onSort ? (
                      <UnstyledButton onClick={() => p.onSort?.(c.sort as string)} fw={700}>{c.label}{arrow(c.sort)}</UnstyledButton>
                    ) : c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={p.rowKey(r)} data-testid={p.rowTestId?.(r)}>
                  {p.columns.map((c, i) => <Table.Td key={i}>{c.render(r)}</Table.Td>)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {p.paging && p.paging.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{t('common.page', { page: p.paging.page, pages, total: p.paging.total })}</Text>
          <Pagination value={p.paging.page} total={pages} onChange={(n) => p.onPage?.(n)} />
        </Group>
      )}
    </>
  );
}

/**
 * A list's filters, sort and page kept in the address. `update` sets or clears keys and goes back to page 1
 * unless the page itself is what changed; `toggleSort` flips the direction of the current column.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const page = Number(params.get('page')) || 1;
  const sortState = (fallback: string) => ({ by: params.get('sort') ?? fallback, dir: (params.get('dir') === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc' });
  const toggleSort = (fallback: string) => (by: string) => {
    const s = sortState(fallback);
    update({ sort: by, dir: s.by === by && s.dir === 'desc' ? 'asc' : 'desc' });
  };
  return { params, update, page, sortState, toggleSort };
};

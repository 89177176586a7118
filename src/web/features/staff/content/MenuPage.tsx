// The navigation menu (issue 9): top-level items and their children (one level, as the shop draws them), with
// English and Japanese names, link, order and hide/show. The server drops its menu cache on every change, so the
// shop's next page shows it.
import { Badge, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMenuItem } from '../../../../shared/contracts/staff-content';
import { call } from '../../../api/client';
import { StaffTable, type StaffColumn } from '../StaffTable';
import { DeleteButton } from './DeleteButton';
import { useSave, useStaffMenu } from './api';
import { AuditHistory } from '../AuditHistory';

type Draft = Omit<StaffMenuItem, 'id'> & { id?: number };
const SHOP_KEYS = [['menu', 'list']] as const;
const blank = (): Draft => ({ parent_id: null, address: '', en_name: '', jp_name: '', sort: 0, hidden: false });

const MenuForm = ({ initial, tops, onDone }: { initial: Draft; tops: StaffMenuItem[]; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [d, setD] = useState<Draft>(initial);
  const { busy, errors, run } = useSave(SHOP_KEYS);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const save = async () => {
    if (await run(() => call('POST /v1/staff/content/menu', { body: { ...d } }))) onDone();
  };
  const parents = [{ value: '', label: t('content.menu.topLevel') }, ...tops.filter((p) => p.id !== d.id).map((p) => ({ value: String(p.id), label: p.en_name }))];
  return (
    <Card withBorder data-testid="menu-form">
      <Stack>
        <Title order={4}>{d.id ? t('content.menu.editTitle', { id: d.id }) : t('content.menu.newTitle')}</Title>
        <Group grow>
          <TextInput label={t('content.menu.enName')} value={d.en_name} maxLength={60} error={errors.en_name} onChange={(e) => set('en_name', e.currentTarget.value)} />
          <TextInput label={t('content.menu.jpName')} value={d.jp_name} maxLength={60} error={errors.jp_name} onChange={(e) => set('jp_name', e.currentTarget.value)} />
        </Group>
        <TextInput label={t('content.menu.address')} description={t('content.menu.addressHint')} value={d.address} maxLength={500} error={errors.address} onChange={(e) => set('address', e.currentTarget.value)} />
        <Group grow>
          <Select label={t('content.menu.parent')} data={parents} value={d.parent_id === null ? '' : String(d.parent_id)} allowDeselect={false} error={errors.parent_id} onChange={(v) => set('parent_id', v ? Number(v) : null)} />
          <NumberInput label={t('content.common.order')} value={d.sort} min={0} max={10_000} onChange={(v) => set('sort', typeof v === 'number' ? v : 0)} />
        </Group>
        <Switch label={t('content.menu.hide')} checked={d.hidden} onChange={(e) => set('hidden', e.currentTarget.checked)} />
        <Group>
          <Button onClick={() => void save()} loading={busy}>{t('common.save')}</Button>
          <Button variant="default" onClick={onDone}>{t('content.common.close')}</Button>
        </Group>
        <AuditHistory recordType="menu_item" recordId={d.id} compact />
      </Stack>
    </Card>
  );
};

export const MenuPage = () => {
  const { t } = useTranslation('staff');
  const list = useStaffMenu();
  const [editing, setEditing] = useState<Draft | null>(null);
  const del = useSave(SHOP_KEYS);
  const tops = (list.data ?? []).filter((m) => m.parent_id === null);
  const columns: StaffColumn<StaffMenuItem>[] = [
    { label: t('content.menu.enName'), render: (m) => <Text size="sm" pl={m.parent_id === null ? 0 : 'lg'} fw={m.parent_id === null ? 600 : 400}>{m.en_name}</Text> },
    { label: t('content.menu.jpName'), render: (m) => m.jp_name },
    { label: t('content.menu.address'), render: (m) => m.address || '—' },
    { label: t('content.common.order'), render: (m) => m.sort },
    { label: '', render: (m) => <Badge color={m.hidden ? 'gray' : 'green'} variant="light">{m.hidden ? t('content.menu.hidden') : t('content.menu.shown')}</Badge> },
    {
      label: '',
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(m)}>{t('content.common.edit')}</Button>
          <DeleteButton busy={del.busy} onDelete={() => void del.run(() => call('POST /v1/staff/content/menu/delete', { body: { id: m.id } }), t('content.common.deleted'))} />
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>{t('content.menu.title')}</Title>
      <Text c="dimmed" size="sm">{t('content.menu.intro')}</Text>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEditing(blank())}>{t('content.menu.add')}</Button>
      {editing && <MenuForm key={editing.id ?? 'new'} initial={editing} tops={tops} onDone={() => setEditing(null)} />}
      <StaffTable
        columns={columns} rows={list.data} rowKey={(m) => m.id} rowTestId={(m) => `menu-${m.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} minWidth={820}
      />
    </Stack>
  );
};

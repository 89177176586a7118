// Promotional banners (issue 9): each edition's banners with text, link, image, colour, schedule and order; switch
// on and off, add, edit, delete. The server renews the A/B key with every change, so shoppers' browsers, which keep
// the banner for 7 days, fetch it again on their next page.
import { Badge, Button, Card, ColorSwatch, FileButton, Group, Image, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBanner } from '../../../../shared/contracts/staff-content';
import { BANNER_EDITIONS } from '../../../../shared/contracts/staff-content';
import { call, upload } from '../../../api/client';
import { dateTime } from '../format';
import { StaffTable, type StaffColumn } from '../StaffTable';
import { DeleteButton } from './DeleteButton';
import { fromLocalInput, toLocalInput, useSave, useStaffBanners } from './api';
import { AuditHistory } from '../AuditHistory';

type Draft = Omit<StaffBanner, 'id'> & { id?: number };
const SHOP_KEYS = [['banner'], ['system', 'setting']] as const;
const blank = (): Draft => ({ edition: 'fusion', image: '', link: '', desc: '', color: '#0b7a3e', active: true, sort: 0, starts_at: null, ends_at: null });

const BannerForm = ({ initial, onDone }: { initial: Draft; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [d, setD] = useState<Draft>(initial);
  const [uploading, setUploading] = useState(false);
  const { busy, errors, run } = useSave(SHOP_KEYS);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const pick = (file: File | null) => {
    if (!file) return;
    setUploading(true);
    void run(async () => set('image', (await upload('POST /v1/staff/content/banners/image', { fields: {}, file, fileName: file.name })).image), t('common.saved'))
      .finally(() => setUploading(false));
  };
  const save = async () => {
    const ok = await run(() => call('POST /v1/staff/content/banners', { body: { ...d } }));
    if (ok) onDone();
  };
  return (
    <Card withBorder data-testid="banner-form">
      <Stack>
        <Title order={4}>{d.id ? t('content.banners.editTitle', { id: d.id }) : t('content.banners.newTitle')}</Title>
        <Select
          label={t('content.banners.edition')} value={d.edition} allowDeselect={false}
          data={BANNER_EDITIONS.map((e) => ({ value: e, label: t(`content.banners.editions.${e}`) }))}
          onChange={(v) => v && set('edition', v as Draft['edition'])}
        />
        <TextInput label={t('content.banners.text')} description={t('content.banners.textHint')} value={d.desc} maxLength={300} error={errors.desc} onChange={(e) => set('desc', e.currentTarget.value)} />
        <TextInput label={t('content.banners.link')} description={t('content.banners.linkHint')} value={d.link} maxLength={500} error={errors.link} onChange={(e) => set('link', e.currentTarget.value)} />
        <Group align="flex-end">
          {d.image && <Image src={d.image} alt="" h={48} w="auto" fit="contain" />}
          <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => <Button variant="default" loading={uploading} {...props}>{t('content.banners.upload')}</Button>}
          </FileButton>
          {d.image && <Button variant="subtle" onClick={() => set('image', '')}>{t('content.banners.removeImage')}</Button>}
        </Group>
        <Text size="xs" c={errors.image || errors.file ? 'red' : 'dimmed'}>{errors.image ?? errors.file ?? t('content.banners.uploadHint')}</Text>
        <Group grow>
          <TextInput
            label={t('content.banners.color')} value={d.color} maxLength={7} error={errors.color} onChange={(e) => set('color', e.currentTarget.value)}
            leftSection={<ColorSwatch color={/^#[0-9a-f]{6}$/i.test(d.color) ? d.color : 'transparent'} size={16} />}
          />
          <NumberInput label={t('content.common.order')} value={d.sort} min={0} max={10_000} onChange={(v) => set('sort', typeof v === 'number' ? v : 0)} />
        </Group>
        <Group grow>
          <TextInput type="datetime-local" label={t('content.banners.startsAt')} description={t('content.banners.scheduleHint')} value={toLocalInput(d.starts_at)} onChange={(e) => set('starts_at', fromLocalInput(e.currentTarget.value))} />
          <TextInput type="datetime-local" label={t('content.banners.endsAt')} description={t('content.banners.scheduleHint')} value={toLocalInput(d.ends_at)} error={errors.ends_at} onChange={(e) => set('ends_at', fromLocalInput(e.currentTarget.value))} />
        </Group>
        <Switch label={t('content.banners.active')} checked={d.active} onChange={(e) => set('active', e.currentTarget.checked)} />
        <Group>
          <Button onClick={() => void save()} loading={busy}>{t('common.save')}</Button>
          <Button variant="default" onClick={onDone}>{t('content.common.close')}</Button>
        </Group>
        <AuditHistory recordType="banner" recordId={d.id} compact />
      </Stack>
    </Card>
  );
};

export const BannersPage = () => {
  const { t } = useTranslation('staff');
  const list = useStaffBanners();
  const [editing, setEditing] = useState<Draft | null>(null);
  const del = useSave(SHOP_KEYS);
  const schedule = (b: StaffBanner) => (b.starts_at || b.ends_at ? `${dateTime(b.starts_at)} – ${dateTime(b.ends_at)}` : t('content.banners.always'));
  const columns: StaffColumn<StaffBanner>[] = [
    { label: t('content.banners.edition'), render: (b) => t(`content.banners.editions.${b.edition}`) },
    { label: t('content.banners.text'), render: (b) => <Text size="sm" lineClamp={2}>{b.desc}</Text> },
    { label: t('content.banners.link'), render: (b) => b.link },
    { label: t('content.banners.active'), render: (b) => <Badge color={b.active ? 'green' : 'gray'} variant="light">{b.active ? t('content.banners.on') : t('content.banners.off')}</Badge> },
    { label: t('content.banners.schedule'), render: schedule },
    { label: t('content.common.order'), render: (b) => b.sort },
    {
      label: '',
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(b)}>{t('content.common.edit')}</Button>
          <DeleteButton busy={del.busy} onDelete={() => void del.run(() => call('POST /v1/staff/content/banners/delete', { body: { id: b.id } }), t('content.common.deleted'))} />
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>{t('content.banners.title')}</Title>
      <Text c="dimmed" size="sm">{t('content.banners.intro')}</Text>
      <Group justify="space-between">
        <Text size="sm" ff="monospace" data-testid="ab-key">{t('content.banners.abKey', { key: list.data?.ab_key ?? '—' })}</Text>
        <Button onClick={() => setEditing(blank())}>{t('content.banners.add')}</Button>
      </Group>
      {editing && <BannerForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(b) => b.id} rowTestId={(b) => `banner-${b.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} minWidth={900}
      />
    </Stack>
  );
};

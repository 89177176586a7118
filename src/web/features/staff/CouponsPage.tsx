// Coupon campaigns (issue 9): sales create one (shared code, a value or a percent, minimum order, validity window,
// limits in total and per customer, product scope) and see every campaign with its uses; each row opens the
// campaign. Filters, sort and page live in the address.
import {
  Anchor, Badge, Button, Card, Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '../../../shared/contracts/staff-coupons';
import { call } from '../../api/client';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY } from './api';
import { pagedParams, useCampaigns, type CampaignSearch } from './money-api';
import { campaignBody, EMPTY_CAMPAIGN, SCOPE_KEYS, type CampaignForm } from './campaign-form';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';

const PAGE_SIZE = 20;

/** "$5.00 off" or "10% off", with the minimum order when there is one. */
export const useCampaignWorth = () => {
  const { t } = useTranslation('staff');
  return (c: Campaign) => `${c.percent !== null ? t('coupons.percentOff', { percent: c.percent }) : t('coupons.valueOff', { value: usd(c.value) })}${c.min_order !== '0' ? ` · ${t('coupons.minimum', { value: usd(c.min_order) })}` : ''}`;
};

const NewCampaign = ({ onDone }: { onDone: (c: Campaign) => void }) => {
  const { t } = useTranslation('staff');
  const [f, setF] = useState<CampaignForm>(EMPTY_CAMPAIGN);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CampaignForm>(k: K, v: CampaignForm[K]) => setF((x) => ({ ...x, [k]: v }));
  const submit = async () => {
    setBusy(true);
    try {
      const c = await call('POST /v1/staff/coupons', { body: campaignBody(f) });
      showSuccess(t('coupons.created', { code: c.code }));
      setF(EMPTY_CAMPAIGN);
      onDone(c);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack gap="sm">
          <Title order={3}>{t('coupons.new')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('coupons.code')} description={t('coupons.codeHint')} required value={f.code} maxLength={32} onChange={(e) => set('code', e.currentTarget.value)} />
            <TextInput label={t('coupons.name')} required value={f.name} maxLength={120} onChange={(e) => set('name', e.currentTarget.value)} />
          </SimpleGrid>
          <SegmentedControl
            value={f.kind} onChange={(v) => set('kind', v as CampaignForm['kind'])} style={{ alignSelf: 'flex-start' }}
            data={[{ value: 'value', label: t('coupons.kindValue') }, { value: 'percent', label: t('coupons.kindPercent') }]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {f.kind === 'value'
              ? <NumberInput label={t('coupons.value')} required min={0.01} decimalScale={2} value={f.value} onChange={(v) => set('value', v)} />
              : <NumberInput label={t('coupons.percent')} required min={1} max={100} allowDecimal={false} value={f.percent} onChange={(v) => set('percent', v)} />}
            <NumberInput label={t('coupons.minOrder')} min={0} decimalScale={2} value={f.minOrder} onChange={(v) => set('minOrder', v)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label={t('coupons.startsAt')} value={f.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} />
            <TextInput type="datetime-local" label={t('coupons.endsAt')} value={f.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} />
            <NumberInput label={t('coupons.maxUses')} description={t('coupons.noLimit')} min={1} allowDecimal={false} value={f.maxUses} onChange={(v) => set('maxUses', v)} />
            <NumberInput label={t('coupons.perCustomer')} description={t('coupons.noLimit')} min={1} max={100} allowDecimal={false} value={f.perCustomer} onChange={(v) => set('perCustomer', v)} />
          </SimpleGrid>
          <Checkbox.Group label={t('coupons.scope')} description={t('coupons.scopeHint')} value={f.products} onChange={(v) => set('products', v)}>
            <Group mt="xs">
              {SCOPE_KEYS.map((p) => <Checkbox key={p} value={p} label={t(`coupons.product.${p}`)} />)}
            </Group>
          </Checkbox.Group>
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>{t('coupons.create')}</Button>
        </Stack>
      </form>
    </Card>
  );
};

export const CouponsPage = () => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const worth = useCampaignWorth();
  const { params, update, page, sortState, toggleSort } = useListParams();
  const active = params.get('active');
  const search: CampaignSearch = {
    q: params.get('q') || undefined, active: active === '1' || active === '0' ? active : undefined,
    ...pagedParams(params, ['created_at', 'code'] as const, PAGE_SIZE),
  };
  const [q, setQ] = useState(search.q ?? '');
  const list = useCampaigns(search);
  const columns: StaffColumn<Campaign>[] = [
    { label: t('coupons.code'), sort: 'code', render: (c) => <Anchor component={Link} to={`/staff/coupons/${c.id}`}>{c.code}</Anchor> },
    { label: t('coupons.name'), render: (c) => c.name },
    { label: t('coupons.worth'), render: (c) => worth(c) },
    { label: t('coupons.window'), render: (c) => `${dateTime(c.starts_at)} – ${dateTime(c.ends_at)}` },
    { label: t('coupons.uses'), render: (c) => `${c.used}${c.max_uses !== null ? ` / ${c.max_uses}` : ''} (${t('coupons.boundCount', { count: c.bound })})` },
    { label: t('common.status'), render: (c) => <Badge variant="light" color={c.active ? 'green' : 'gray'}>{t(c.active ? 'coupons.active' : 'coupons.inactive')}</Badge> },
    { label: t('common.created'), sort: 'created_at', render: (c) => dateTime(c.created_at) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('coupons.title')}</Title>
      <NewCampaign onDone={(c) => { void qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'coupons'] }); void navigate(`/staff/coupons/${c.id}`); }} />
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end">
          <TextInput label={t('coupons.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} />
          <Button type="submit">{t('orders.searchButton')}</Button>
          <SegmentedControl
            value={search.active ?? 'all'} onChange={(v) => update({ active: v === 'all' ? undefined : v })}
            data={[{ value: 'all', label: t('refunds.all') }, { value: '1', label: t('coupons.active') }, { value: '0', label: t('coupons.inactive') }]}
          />
        </Group>
      </form>
      <Text size="sm" c="dimmed">{t('coupons.intro')}</Text>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(c) => c.id} minWidth={900} rowTestId={(c) => `campaign-${c.code}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sortState('created_at')} onSort={toggleSort('created_at')}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

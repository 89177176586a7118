// One coupon campaign (issue 9): its terms, its uses (which customer bound it, which order used it, when), the
// switch to deactivate it, and its audit history.
import { Anchor, Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CampaignUse } from '../../../shared/contracts/staff-coupons';
import { call } from '../../api/client';
import { openDialog } from '../../shell/dialog';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY } from './api';
import { useCampaign } from './money-api';
import { AuditHistory } from './AuditHistory';
import { ListState } from './ListState';
import { useCampaignWorth } from './CouponsPage';
import { SCOPE_KEYS, SCOPE_PRODUCTS } from './campaign-form';
import { dateTime } from './format';
import { StaffTable, type StaffColumn } from './StaffTable';

const productKey = (id: number) => SCOPE_KEYS.find((k) => SCOPE_PRODUCTS[k] === id);

export const CampaignPage = () => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const worth = useCampaignWorth();
  const id = Number(useParams().id) || 0;
  const detail = useCampaign(id);
  const [busy, setBusy] = useState(false);
  if (!detail.data) return <ListState pending={detail.isPending} error={detail.isError} empty={false} onRetry={() => void detail.refetch()} />;
  const { campaign: c, uses } = detail.data;
  const deactivate = async () => {
    if (!(await openDialog({ title: t('coupons.deactivate'), body: t('coupons.deactivateQuestion', { code: c.code }), withCancel: true }))) return;
    setBusy(true);
    try {
      await call('POST /v1/staff/coupons/deactivate', { body: { id: c.id } });
      showSuccess(t('coupons.deactivated', { code: c.code }));
      await qc.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  const columns: StaffColumn<CampaignUse>[] = [
    { label: t('common.customer'), render: (u) => <Anchor component={Link} to={`/staff/customers/${u.user_id}`}>{u.customer_email}</Anchor> },
    { label: t('coupons.boundAt'), render: (u) => dateTime(u.bound_at) },
    { label: t('common.status'), render: (u) => t(`customers.couponStatus.${u.status}`) },
    { label: t('common.order'), render: (u) => (u.order_id ? <Anchor component={Link} to={`/staff/orders/${u.order_id}`}>{u.order_no}</Anchor> : '—') },
    { label: t('coupons.usedAt'), render: (u) => dateTime(u.used_at) },
  ];
  const scope = c.product_ids.length ? c.product_ids.map((p) => { const k = productKey(p); return k ? t(`coupons.product.${k}`) : String(p); }).join(', ') : t('coupons.allProducts');
  return (
    <Stack>
      <Anchor component={Link} to="/staff/coupons">{t('coupons.back')}</Anchor>
      <Title order={2}>{c.code} <Badge variant="light" color={c.active ? 'green' : 'gray'}>{t(c.active ? 'coupons.active' : 'coupons.inactive')}</Badge></Title>
      <Card withBorder>
        <Stack gap={4}>
          <Text fw={600}>{c.name}</Text>
          <Text size="sm">{worth(c)}</Text>
          <Text size="sm">{t('coupons.window')}: {dateTime(c.starts_at)} – {dateTime(c.ends_at)}</Text>
          <Text size="sm">{t('coupons.maxUses')}: {c.max_uses ?? t('coupons.unlimited')} · {t('coupons.perCustomer')}: {c.per_customer ?? t('coupons.unlimited')}</Text>
          <Text size="sm">{t('coupons.scope')}: {scope}</Text>
          <Text size="sm" data-testid="campaign-uses">{t('coupons.uses')}: {c.used} · {t('coupons.boundCount', { count: c.bound })}</Text>
        </Stack>
      </Card>
      {c.active && <Button color="red" variant="light" loading={busy} onClick={() => void deactivate()} style={{ alignSelf: 'flex-start' }}>{t('coupons.deactivate')}</Button>}
      <Title order={3}>{t('coupons.usesTitle')}</Title>
      <StaffTable columns={columns} rows={uses} rowKey={(u) => u.coupon_id} pending={false} error={false} onRetry={() => void detail.refetch()} minWidth={640} />
      <AuditHistory recordType="coupon" recordId={c.id} />
    </Stack>
  );
};

// /web/user/coupon (spec platform §2 My coupons): redeem a code, then the account's coupons in three tabs.
// An empty code is caught by the shared schema before sending ('Coupon code cannot be empty', spec §5).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUSES, couponBindBodySchema, type CouponStatus } from '../../../shared/contracts/coupon';
import { ApiError } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { useToast } from '../../shell/toast';
import { COUPON_LIST_KEY, bindCoupon, useCoupons } from './api';
import { CouponCard } from './CouponCard';

export default function CouponPage() {
  const { t, i18n } = useTranslation('coupon');
  usePageTitle(t('title'));
  const commonText = useErrorText();
  const coupons = useCoupons();
  const qc = useQueryClient();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<CouponStatus>('available');

  // Coupon keys live in this namespace ('validation.couponEmpty'); server errors in common ('errors.couponExpired').
  const text = (key: string | undefined, fallback?: string) =>
    key && i18n.exists(key, { ns: 'coupon' }) ? t(key as 'validation.couponEmpty') : commonText(key, fallback);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = couponBindBodySchema.safeParse({ code });
    if (!parsed.success) {
      setError(text(parsed.error.issues[0]?.message));
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await bindCoupon(parsed.data.code);
      setCode('');
      setTab('available');
      toast.success(t('redeemed'));
      await qc.invalidateQueries({ queryKey: COUPON_LIST_KEY });
    } catch (err) {
      setError(err instanceof ApiError ? text(err.fields?.code ?? err.key, err.message) : text('errors.generic'));
    } finally {
      setSaving(false);
    }
  };

  const byStatus = (s: CouponStatus) => (coupons.data ?? []).filter((c) => c.status === s);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('code')}
            placeholder={t('placeholder')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            maw={360}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={saving} mt={25}>
            {t('redeem')}
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        {t('onlyYours')}
      </Text>
      {coupons.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Center>
      )}
      {coupons.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.generic', { ns: 'common' })}
        </Alert>
      )}
      {coupons.data && (
        <Tabs value={tab} onChange={(v) => setTab((v as CouponStatus | null) ?? 'available')}>
          <Tabs.List>
            {COUPON_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {`${t(`tabs.${s}`)} (${byStatus(s).length})`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {COUPON_STATUSES.map((s) => (
            <Tabs.Panel key={s} value={s} pt="md">
              {byStatus(s).length === 0 ? (
                <Text c="dimmed">{t(`empty.${s}`)}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {byStatus(s).map((c) => (
                    <CouponCard key={c.id} coupon={c} />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

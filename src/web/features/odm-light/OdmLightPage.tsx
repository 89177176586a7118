// The ODM light configurator (issue 13): /fusion_odm with the re-order banner, and /odm-service, which opens with
// an earlier order's configuration when the query names it (?backId=<order number>, from the re-order dialog). The
// options and their control states (which choice disables or bounds which option) come from the shared rules, so
// the page disables exactly what the server ignores; the price is the server's (POST /v1/products/odm-light/price,
// the engine the cart uses) and includes the $100 sample.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ParamControl } from '../../../shared/ids';
import {
  ODM_CHOICES, applyOdmControls, defaultOdmLightValues, odmControlStates, validateOdmLight, type OdmLightValues,
} from '../../../shared/rules/odm-light';
import { call } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useSession } from '../../session/session';
import { AddToCart } from '../order/AddToCart';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout } from '../order/OrderLayout';
import { useKeyText } from '../order/text';
import { ReorderDialog } from './ReorderDialog';

type ChoiceKey = keyof typeof ODM_CHOICES;

export default function OdmLightPage() {
  const { t } = useTranslation('odmLight');
  const tx = useKeyText();
  const { format, formatUnit } = useCurrency();
  const { user } = useSession();
  // /odm-service is the re-order page: its own title, so the two pages are told apart in tabs and history
  const reorderPage = useLocation().pathname.startsWith('/odm-service');
  usePageTitle(reorderPage ? t('serviceTitle') : t('title'));
  const [search] = useSearchParams();
  const backId = search.get('backId');

  // null until the customer changes something: the page shows the earlier order's configuration, else the defaults
  const [edited, setEdited] = useState<OdmLightValues | null>(null);
  const [asked, setAsked] = useState<LoginReason | null>(null);
  const [loginDismissed, setLoginDismissed] = useState(false);
  const [reorderOpen, setReorderOpen] = useState(false);

  // /odm-service?backId=…: the earlier order's configuration (signed in: re-order needs a login)
  const back = useQuery({
    queryKey: ['odm-light', 'back', backId, user?.uid],
    queryFn: () => call('POST /v1/cart/odm-light/get-back-order-param', { body: { back_id: backId ?? '' } }),
    enabled: backId !== null && backId !== '' && !!user,
    retry: false,
  });
  const values = useMemo<OdmLightValues>(
    () => edited ?? (back.data ? ({ ...defaultOdmLightValues(), ...back.data.values } as OdmLightValues) : defaultOdmLightValues()),
    [edited, back.data],
  );
  // a re-order link opened while signed out: the login dialog first (re-order needs a login)
  const loginFor: LoginReason | null = asked ?? (backId && !user && !loginDismissed ? 'reorder' : null);
  const setLoginFor = (r: LoginReason | null) => {
    setAsked(r);
    if (r === null) setLoginDismissed(true);
  };

  const settled = useMemo(() => applyOdmControls(values), [values]);
  const states = useMemo(() => odmControlStates(settled), [settled]);
  const problems = useMemo(() => validateOdmLight(settled), [settled]);
  const ok = problems.length === 0;
  const price = useQuery({
    queryKey: ['odm-light', 'price', JSON.stringify(settled)],
    queryFn: ({ signal }) => call('POST /v1/products/odm-light/price', { body: { values: settled } }, { signal }),
    enabled: ok,
    staleTime: 60_000,
  });

  const set = <K extends keyof OdmLightValues>(key: K, value: OdmLightValues[K]) => setEdited({ ...values, [key]: value });
  const select = (key: ChoiceKey) => {
    const disabled = states[key].state === ParamControl.Disabled;
    return (
      <Select
        label={t(`param.${key}`)} allowDeselect={false} disabled={disabled} description={disabled ? t('disabledHint') : undefined}
        data={ODM_CHOICES[key].map((c) => ({ value: c, label: t(`choice.${key}.${c}` as 'choice.base.xiao-rp2040') }))}
        value={String(settled[key])} onChange={(v) => v && set(key, v as never)}
      />
    );
  };
  const quantityProblem = problems.find((p) => p.field === 'quantity');
  const total = price.data ? BigInt(price.data.total) : null;

  const main = (
    <>
      <Alert color="blue" data-testid="odm-reorder-banner">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('reorderBanner')}</Text>
          <Button size="xs" variant="white" onClick={() => (user ? setReorderOpen(true) : setLoginFor('reorder'))}>{t('reorderOpen')}</Button>
        </Group>
      </Alert>
      {back.data && <Alert color="green" data-testid="odm-back-loaded">{t('backLoaded', { orderNo: back.data.order_no })}</Alert>}
      {back.isError && <Alert color="red" role="alert">{t('backMissing')}</Alert>}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('sections.device')}</Title>
          {select('base')}
          <Title order={3} fz="md">{t('sections.finish')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('enclosure')}
            {select('colour')}
            {select('logo')}
          </SimpleGrid>
          <Title order={3} fz="md">{t('sections.order')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('firmware')}
            {select('packaging')}
            <NumberInput
              label={t('param.quantity')} value={values.quantity} min={states.quantity.min} max={states.quantity.max} allowDecimal={false}
              onChange={(v) => set('quantity', Number(v) || 0)}
              error={quantityProblem ? t(`rule.${quantityProblem.key.replace('odmlight.rule.', '')}` as 'rule.quantityMin', quantityProblem.params) : undefined}
            />
          </SimpleGrid>
          <Textarea label={t('param.remark')} value={values.remark} maxLength={300} rows={2} onChange={(e) => set('remark', e.currentTarget.value)} />
        </Stack>
      </Paper>
    </>
  );

  const aside = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('price.title')}</Title>
        {ok && price.isPending && <Text size="sm">{t('price.calculating')}</Text>}
        {price.data && total !== null && (
          <Stack gap={2} data-testid="odm-price">
            <Group justify="space-between"><Text>{t('price.total')}</Text><Text fw={700} fz="xl" data-testid="odm-total">{format(total)}</Text></Group>
            <Group justify="space-between"><Text size="sm">{t('price.unit')}</Text><Text size="sm">{formatUnit(total, settled.quantity)}</Text></Group>
            {price.data.lines.map((l) => (
              <Group key={l.key} justify="space-between"><Text size="xs" c="dimmed">{tx(`line.${l.key}`)}</Text><Text size="xs" c="dimmed">{format(BigInt(l.amount))}</Text></Group>
            ))}
            <Text size="sm">{t('price.days', { days: price.data.build_days })}</Text>
          </Stack>
        )}
        <Text size="xs" c="dimmed">{t('price.sample')}</Text>
        <AddToCart
          body={ok ? { values: settled } : null}
          send={(body) => call('POST /v1/cart/add-odm-light', { body })}
          onNeedLogin={() => setLoginFor('cart')}
        />
      </Stack>
    </Paper>
  );

  return (
    <>
      <OrderLayout title={t('title')} lead={t('lead')} main={main} aside={aside} />
      <ReorderDialog opened={reorderOpen} onClose={() => setReorderOpen(false)} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
}

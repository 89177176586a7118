// The 3D printing order page /fusion-3d-printing (issue 12): several parts, each with its own model, process,
// material, colour, finish and quantity; the estimate follows every change (the shared engine on the stored table),
// with production time, the shipping estimate and the shipping-sale note; Add to cart sends the parts, which the
// server prices again from the stored analyses.
import { useMemo, useRef, useState } from 'react';
import { Button, Divider, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parsePrint3dTables } from '../../../shared/pricing/print3d-tables';
import { tablesFromJson } from '../../../shared/pricing/serialize';
import { carriersFor } from '../../../shared/pricing/shipping';
import type { Carrier, ShippingTables } from '../../../shared/pricing/shipping-tables';
import { usePageTitle } from '../../forms';
import { CountrySelect } from '../../forms/CountrySelect';
import { AppModal } from '../../shell/app-modal';
import { useCurrency } from '../../shell/currency';
import { useEdition } from '../../shell/edition-context';
import { CART_DASHBOARD_KEY } from '../../shell/queries';
import { errorMessage } from '../../shell/toast';
import { useSession } from '../../session/session';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout } from '../order/OrderLayout';
import { defaultShipping } from '../order/shipping-choice';
import { newRequestId } from '../order/api';
import { addPrint3dToCart, fetchPrint3dTable } from './api';
import { estimateOrder, estimatePart, type PartState } from './estimate';
import { PartCard, type LocalFile } from './PartCard';

let partSeq = 0;
const newPart = (): PartState => ({
  key: `part-${++partSeq}`, unit: 'mm', model: null, process: 'sla', material: 'standard_resin', colour: 'white', finish: 'standard', quantity: 1,
});

export default function Print3dPage() {
  const { t, i18n } = useTranslation('print3d');
  const { format } = useCurrency();
  const edition = useEdition();
  const { user } = useSession();
  const qc = useQueryClient();
  usePageTitle(t('title'));

  const [parts, setParts] = useState<PartState[]>(() => [newPart()]);
  const [locals, setLocals] = useState<Record<string, LocalFile>>({});
  const [shipping, setShipping] = useState(() => defaultShipping(edition));
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message?: string } | null>(null);
  const requestId = useRef<{ id: string; for: string } | null>(null);

  const table = useQuery({ queryKey: ['print3d', 'price-table'], queryFn: fetchPrint3dTable, staleTime: 60_000 });
  const tables = useMemo(() => {
    if (!table.data) return null;
    const parsed = parsePrint3dTables(table.data.table);
    return parsed.ok ? parsed.tables : null;
  }, [table.data]);
  const shippingTables = useMemo(() => (table.data ? tablesFromJson<ShippingTables>(table.data.shipping) : null), [table.data]);

  const estimates = useMemo(() => (tables ? parts.map((p) => estimatePart(p, tables)) : []), [parts, tables]);
  const order = estimateOrder(estimates, shippingTables, shipping.country, shipping.carrier);
  const ready = order.complete && estimates.every((e) => e.price !== null);

  const update = (i: number, next: PartState) => setParts((ps) => ps.map((p, j) => (j === i ? next : p)));
  const lang = i18n.language === 'ja' ? 'jp' : 'en';
  const countries = useMemo(
    () => new Set([...Object.keys(shippingTables?.countryZones ?? {}), shipping.country]),
    [shippingTables, shipping.country],
  );
  const carriers = shippingTables ? carriersFor(shipping.country, shippingTables) : [shipping.carrier];

  const add = async () => {
    if (!ready || pending) return;
    if (!user) {
      setLoginFor('cart');
      return;
    }
    const body = {
      parts: parts.map((p) => ({ file_id: p.model!.file_id, unit: p.unit, process: p.process, material: p.material, colour: p.colour, finish: p.finish, quantity: p.quantity })),
      country: shipping.country,
      carrier: shipping.carrier,
    };
    const json = JSON.stringify(body);
    if (requestId.current?.for !== json) requestId.current = { id: newRequestId(), for: json };
    setPending(true);
    try {
      await addPrint3dToCart({ ...body, request_id: requestId.current.id });
      requestId.current = null;
      setOutcome({ ok: true });
      await qc.invalidateQueries({ queryKey: CART_DASHBOARD_KEY });
    } catch (err) {
      setOutcome({ ok: false, message: errorMessage(err) });
    } finally {
      setPending(false);
    }
  };

  const main = (
    <>
      {parts.map((p, i) => (
        <PartCard
          key={p.key}
          n={i + 1}
          part={p}
          estimate={estimates[i] ?? null}
          tables={tables}
          local={locals[p.key] ?? null}
          signedIn={!!user}
          removable={parts.length > 1}
          onChange={(next) => update(i, next)}
          onLocal={(file) => setLocals((l) => ({ ...l, [p.key]: file }))}
          onRemove={() => setParts((ps) => ps.filter((_, j) => j !== i))}
          onNeedLogin={() => setLoginFor('upload')}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => setParts((ps) => [...ps, newPart()])} disabled={parts.length >= 20}>
          {t('part.add')}
        </Button>
      </Group>
    </>
  );

  const aside = (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('summary.title')}
        </Title>
        {!tables ? (
          <Loader size="sm" />
        ) : order.total === 0n ? (
          <Text size="sm" c="dimmed">
            {t('summary.uploadFirst')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('summary.parts', { count: estimates.filter((e) => e.price).length })}</Text>
            <Group justify="space-between" align="baseline">
              <Text fw={600}>{t('summary.total')}</Text>
              <Text fw={700} fz="xl" data-testid="print3d-total">
                {format(order.total)}
              </Text>
            </Group>
            <Text size="sm" data-testid="print3d-days">
              {t('summary.buildDays', { days: order.buildDays })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('summary.weight', { grams: order.weightGrams })}
            </Text>
          </Stack>
        )}
        <Divider />
        <Text fw={600}>{t('summary.shipping')}</Text>
        <Group grow gap="xs" align="flex-start">
          <CountrySelect
            label={t('summary.country')}
            codes={countries}
            value={shipping.country}
            lang={lang}
            onChange={(v) => {
              const list = shippingTables ? carriersFor(v, shippingTables) : [];
              setShipping((s) => ({ country: v, carrier: list.includes(s.carrier) ? s.carrier : (list[0] ?? s.carrier) }));
            }}
          />
          <Select
            label={t('summary.carrier')}
            data={carriers.map((c) => ({ value: c, label: i18n.t(`shippingBox.carriers.${c}`, { ns: 'order' }) }))}
            value={shipping.carrier}
            allowDeselect={false}
            onChange={(v) => v && setShipping((s) => ({ ...s, carrier: v as Carrier }))}
          />
        </Group>
        {order.shipping &&
          (order.shipping.ok ? (
            <Group justify="space-between" data-testid="shipping-estimate">
              <Text size="sm">{t('summary.shippingDays', { min: order.shipping.days.min, max: order.shipping.days.max })}</Text>
              <Text size="sm" fw={600}>
                {format(order.shipping.cost)}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="red.7" role="alert">
              {i18n.t(order.shipping.key, { ns: 'order' })}
            </Text>
          ))}
        <Text size="xs" c="green.8">
          {t('saleNote')}
        </Text>
        <Button size="md" color="orange" fullWidth onClick={() => void add()} loading={pending} disabled={!ready}>
          {t('cart.add')}
        </Button>
        {!ready && parts.some((p) => p.model) && (
          <Text size="xs" c="red.7">
            {t('cart.fixFirst')}
          </Text>
        )}
      </Stack>
    </Paper>
  );

  return (
    <>
      <OrderLayout title={t('title')} lead={t('lead')} main={main} aside={aside} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
      <AppModal opened={outcome !== null} onClose={() => setOutcome(null)} title={outcome?.ok ? t('cart.addedTitle') : t('cart.failedTitle')}>
        <Stack>
          <Text>{outcome?.ok ? t('cart.added') : t('cart.failed')}</Text>
          {outcome?.message && (
            <Text size="sm" c="red.7" role="alert">
              {outcome.message}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOutcome(null)}>
              {t('cart.continue')}
            </Button>
            {outcome?.ok && (
              <Button component={Link} to="/web/cart" onClick={() => setOutcome(null)}>
                {t('cart.viewCart')}
              </Button>
            )}
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

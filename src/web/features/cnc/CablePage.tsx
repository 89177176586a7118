// The cable assembly page /fusion-cable-assembly (issue 12): a configurator (cable type, connector family at each
// end, wires, gauge and colours, length and tolerance, pin-out, label, heat-shrink, quantity, optional drawing), a
// drawing generated from it, and the price: standard configurations instantly from the stored cable table
// (POST /v1/cable/price, the same engine the cart uses), custom ones as a manual quote with the CNC page's promise
// (about 2 working hours, the factory's hours in the customer's clock): they join the same queue, /staff/cnc-quotes.
import { useMemo, useState } from 'react';
import { Alert, Button, FileButton, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CABLE_GAUGES, CABLE_HEAT_SHRINK, CABLE_QUANTITY, CABLE_TOLERANCES, CABLE_TYPES, CONNECTOR_KEYS, WIRE_COLOURS, defaultCableValues,
  straightPinout, validateCable, type CableValues,
} from '../../../shared/rules/cable';
import { call, upload } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useSession } from '../../session/session';
import { AddToCart } from '../order/AddToCart';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout } from '../order/OrderLayout';
import { useFailureText, useKeyText } from '../order/text';
import { CableDrawing } from './CableDrawing';
import { workingHours } from './working-hours';

/** Wires added to a cable get the next colour of the usual sequence. */
const resize = (v: CableValues, n: number): CableValues => {
  const wires = Math.max(1, Math.min(40, Math.round(n) || 1));
  const colours = Array.from({ length: wires }, (_, i) => v.colours[i] ?? WIRE_COLOURS[i % WIRE_COLOURS.length] ?? 'black');
  const pinout = Array.from({ length: wires }, (_, i) => v.pinout[i] ?? { a: i + 1, b: i + 1 });
  return { ...v, wires, colours, pinout };
};

export default function CablePage() {
  const { t, i18n } = useTranslation('order');
  const tx = useKeyText();
  const failureText = useFailureText();
  const { format, formatUnit } = useCurrency();
  const { user } = useSession();
  usePageTitle(t('cablePage.title'));

  const [values, setValues] = useState<CableValues>(defaultCableValues);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const set = <K extends keyof CableValues>(key: K, value: CableValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const problems = useMemo(() => validateCable(values), [values]);
  const problemOf = (field: string) => {
    const p = problems.find((q) => q.field === field);
    return p ? tx(p.key, { ...p.params, ...(typeof p.params.connector === 'string' ? { connector: tx(`cable.choice.end_a.${p.params.connector}`) } : {}) }) : undefined;
  };
  const ok = problems.length === 0;
  const price = useQuery({
    queryKey: ['cable', 'price', JSON.stringify(values)],
    queryFn: ({ signal }) => call('POST /v1/cable/price', { body: { values } }, { signal }),
    enabled: ok,
    staleTime: 60_000,
  });

  const readDrawing = async (file: File | null) => {
    if (!file) return;
    if (!user) return setLoginFor('upload');
    setError(null);
    try {
      const d = await upload('POST /v1/cnc/drawing', { fields: {}, file, fileName: file.name });
      setDrawing(d.name);
      set('drawing_id', d.file_id);
    } catch (err) {
      setError(failureText(err));
    }
  };

  const choice = (group: string, keys: readonly (string | number)[]) => keys.map((k) => ({ value: String(k), label: tx(`cable.choice.${group}.${k}`) }));
  const body = ok ? { product: 'cable' as const, values } : null;
  const total = price.data ? BigInt(price.data.total) : null;

  const main = (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="xs">{t('cablePage.drawingTitle')}</Title>
        <CableDrawing
          values={values} endA={tx(`cable.choice.end_a.${values.end_a}`)} endB={tx(`cable.choice.end_b.${values.end_b}`)}
          label={t('cablePage.drawingAlt', { a: tx(`cable.choice.end_a.${values.end_a}`), b: tx(`cable.choice.end_b.${values.end_b}`), length: values.length_mm })}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('cablePage.sections.cable')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('cable.param.type')} data={choice('type', CABLE_TYPES)} value={values.type} allowDeselect={false} onChange={(v) => v && set('type', v as CableValues['type'])} />
            <Select label={t('cable.param.gauge')} data={CABLE_GAUGES.map((g) => ({ value: String(g), label: `AWG ${g}` }))} value={String(values.gauge)} allowDeselect={false}
              onChange={(v) => v && set('gauge', Number(v) as CableValues['gauge'])} error={problemOf('gauge')} />
            <NumberInput label={t('cable.param.length_mm')} value={values.length_mm} min={30} max={5000} allowDecimal={false} suffix=" mm"
              onChange={(v) => set('length_mm', Number(v) || 0)} error={problemOf('length_mm')} />
            <Select label={t('cable.param.tolerance_mm')} data={CABLE_TOLERANCES.map((v) => ({ value: String(v), label: `± ${v} mm` }))} value={String(values.tolerance_mm)} allowDeselect={false}
              onChange={(v) => v && set('tolerance_mm', Number(v) as CableValues['tolerance_mm'])} />
          </SimpleGrid>
          <Title order={3} fz="md">{t('cablePage.sections.ends')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('cable.param.end_a')} data={choice('end_a', CONNECTOR_KEYS)} value={values.end_a} allowDeselect={false} onChange={(v) => v && set('end_a', v as CableValues['end_a'])} error={problemOf('end_a')} />
            <Select label={t('cable.param.end_b')} data={choice('end_b', CONNECTOR_KEYS)} value={values.end_b} allowDeselect={false} onChange={(v) => v && set('end_b', v as CableValues['end_b'])} error={problemOf('end_b')} />
          </SimpleGrid>
          <Title order={3} fz="md">{t('cablePage.sections.wires')}</Title>
          <Group align="end">
            <NumberInput label={t('cable.param.wires')} value={values.wires} min={1} max={40} allowDecimal={false} w={120}
              onChange={(v) => setValues((s) => resize(s, Number(v)))} error={problemOf('wires')} />
            <Button variant="default" size="xs" onClick={() => set('pinout', straightPinout(values.wires))}>{t('cablePage.pinout.straight')}</Button>
            <Button variant="default" size="xs" onClick={() => set('pinout', straightPinout(values.wires).map((p) => ({ a: p.a, b: values.wires + 1 - p.b })))}>{t('cablePage.pinout.reversed')}</Button>
          </Group>
          {problemOf('pinout') && <Text size="sm" c="red.7">{problemOf('pinout')}</Text>}
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={2} data-testid="pinout">
              <Table.Thead>
                <Table.Tr><Table.Th>{t('cablePage.pinout.wire')}</Table.Th><Table.Th>{t('cablePage.pinout.colour')}</Table.Th><Table.Th>{t('cablePage.pinout.a')}</Table.Th><Table.Th>{t('cablePage.pinout.b')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.pinout.map((p, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <Select size="xs" aria-label={`${t('cablePage.pinout.colour')} ${i + 1}`} data={choice('colour', WIRE_COLOURS)} value={values.colours[i] ?? 'black'} allowDeselect={false}
                        onChange={(v) => v && set('colours', values.colours.map((c, j) => (j === i ? (v as CableValues['colours'][number]) : c)))} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput size="xs" w={80} aria-label={`${t('cablePage.pinout.a')} ${i + 1}`} value={p.a} min={1} max={40} allowDecimal={false}
                        onChange={(v) => set('pinout', values.pinout.map((q, j) => (j === i ? { ...q, a: Number(v) || 1 } : q)))} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput size="xs" w={80} aria-label={`${t('cablePage.pinout.b')} ${i + 1}`} value={p.b} min={1} max={40} allowDecimal={false}
                        onChange={(v) => set('pinout', values.pinout.map((q, j) => (j === i ? { ...q, b: Number(v) || 1 } : q)))} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={3} fz="md">{t('cablePage.sections.finish')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('cable.param.label')} placeholder={t('cablePage.labelPlaceholder')} value={values.label} maxLength={200} onChange={(e) => set('label', e.currentTarget.value)} />
            <Select label={t('cable.param.heat_shrink')} data={choice('heat_shrink', CABLE_HEAT_SHRINK)} value={values.heat_shrink} allowDeselect={false} onChange={(v) => v && set('heat_shrink', v as CableValues['heat_shrink'])} />
          </SimpleGrid>
          <Title order={3} fz="md">{t('cablePage.sections.order')}</Title>
          <NumberInput label={t('cable.param.quantity')} value={values.quantity} min={CABLE_QUANTITY.min} max={CABLE_QUANTITY.max} allowDecimal={false} w={160}
            onChange={(v) => set('quantity', Number(v) || 0)} error={problemOf('quantity')} />
          <Textarea label={t('cable.param.remark')} value={values.remark} onChange={(e) => set('remark', e.currentTarget.value)} rows={2} error={problemOf('remark')} />
          <Group>
            <FileButton onChange={(f) => void readDrawing(f)} accept=".pdf,application/pdf">
              {(props) => <Button {...props} variant="default" size="xs">{t('cablePage.drawingUpload')}</Button>}
            </FileButton>
            {drawing && <Text size="xs">{drawing}</Text>}
          </Group>
          {error && <Alert color="red" role="alert">{error}</Alert>}
        </Stack>
      </Paper>
    </>
  );

  const aside = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('cablePage.price.title')}</Title>
        {ok && price.isPending && <Text size="sm">{t('cablePage.price.calculating')}</Text>}
        {price.data && !price.data.manual_quote && total !== null && (
          <Stack gap={2} data-testid="cable-price">
            <Group justify="space-between"><Text>{t('cablePage.price.total')}</Text><Text fw={700} fz="xl" data-testid="cable-total">{format(total)}</Text></Group>
            <Group justify="space-between"><Text size="sm">{t('cablePage.price.unit')}</Text><Text size="sm">{formatUnit(total, values.quantity)}</Text></Group>
            {price.data.lines.filter((l) => l.amount !== '0').map((l) => (
              <Group key={l.key} justify="space-between"><Text size="xs" c="dimmed">{tx(`line.${l.key}`)}</Text><Text size="xs" c="dimmed">{format(BigInt(l.amount))}</Text></Group>
            ))}
          </Stack>
        )}
        {price.data?.manual_quote && (
          <Alert color="yellow" data-testid="cable-manual">
            <Text size="sm" fw={600}>{t('cablePage.price.manual')}</Text>
            {price.data.custom_reasons.map((r) => <Text key={r} size="xs">{t(`cablePage.price.custom.${r}`)}</Text>)}
            <Text size="xs" mt="xs">{t('cncPage.quote.hours', workingHours(i18n.language === 'ja' ? 'ja-JP' : 'en-GB'))}</Text>
            <Text size="xs" c="dimmed">{t('cablePage.price.after')}</Text>
          </Alert>
        )}
        {price.data && <Text size="sm">{t('cablePage.price.days', { days: price.data.build_days })}</Text>}
        <AddToCart body={body} onNeedLogin={() => setLoginFor('cart')} />
        <Text size="xs" c="dimmed">{t('cablePage.price.shipping')}</Text>
      </Stack>
    </Paper>
  );

  return (
    <>
      <OrderLayout title={t('cablePage.title')} lead={t('cablePage.lead')} main={main} aside={aside} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
}

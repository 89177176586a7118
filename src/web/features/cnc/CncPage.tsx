// The CNC machining page /fusion-cnc (issue 12; services §5, §9): upload a STEP/IGES model (read on the server in
// the CAD worker: bounding box, volume, solids, and a capped mesh shown in the 3D printing page's three.js viewer,
// the bounding-box drawing when there is none) and an optional PDF drawing, fill in the part (dimensions prefilled
// from the model, ≤ 1000 mm; a material grade; finish, tolerance, threads; quantity within min/max) and send it
// for a manual quote ("about 2 hours", with the factory's working hours and time zone): it waits in the cart.
import { useMemo, useState } from 'react';
import { Alert, Button, FileButton, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CncModel } from '../../../shared/contracts/cnc';
import { CNC_FINISHES, CNC_MATERIALS, CNC_QUANTITY, CNC_THREADS, CNC_TOLERANCES, defaultCncValues, validateCnc, type CncMaterial, type CncValues } from '../../../shared/rules/cnc';
import { upload } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { AddToCart } from '../order/AddToCart';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout } from '../order/OrderLayout';
import { useFailureText, useKeyText } from '../order/text';
import { BoxPreview } from './BoxPreview';
import { ModelViewer } from '../print3d/ModelViewer';
import { workingHours } from './working-hours';

const GROUPS: Record<'aluminium' | 'steel' | 'metal' | 'plastic', (m: CncMaterial) => boolean> = {
  aluminium: (m) => m.startsWith('al-'),
  steel: (m) => m.startsWith('ss-') || m.startsWith('steel-'),
  metal: (m) => ['brass-c360', 'copper-c110', 'ti-gr5'].includes(m),
  plastic: (m) => !/^(al|ss|steel)-/.test(m) && !['brass-c360', 'copper-c110', 'ti-gr5'].includes(m),
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The preview's base64 as the bytes the viewer parses. */
const stlBytes = (base64: string): ArrayBuffer => {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
};

export default function CncPage() {
  const { t, i18n } = useTranslation('order');
  const tx = useKeyText();
  const failureText = useFailureText();
  const { user } = useSession();
  usePageTitle(t('cncPage.title'));

  const [values, setValues] = useState<CncValues>(defaultCncValues);
  const [model, setModel] = useState<CncModel | null>(null);
  // the server's tessellation (a capped binary STL) for the three.js viewer; none: the bounding-box drawing
  const preview = useMemo(() => (model?.preview_stl ? stlBytes(model.preview_stl) : null), [model]);
  const [drawing, setDrawing] = useState<{ id: string; name: string } | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof CncValues>(key: K, value: CncValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const problems = useMemo(() => validateCnc(values), [values]);
  const problemOf = (field: string) => {
    const p = problems.find((q) => q.field === field);
    return touched && p ? tx(p.key, p.params) : undefined;
  };

  const readModel = async (file: File | null) => {
    if (!file) return;
    if (!user) return setLoginFor('upload');
    setReading(true);
    setError(null);
    try {
      const m = await upload('POST /v1/cnc/model', { fields: {}, file, fileName: file.name });
      setModel(m);
      const { x, y, z } = m.analysis.size_mm;
      setValues((v) => ({ ...v, length_mm: round1(x), width_mm: round1(y), height_mm: round1(z) }));
    } catch (err) {
      setError(failureText(err));
    } finally {
      setReading(false);
    }
  };
  const readDrawing = async (file: File | null) => {
    if (!file) return;
    if (!user) return setLoginFor('upload');
    setError(null);
    try {
      const d = await upload('POST /v1/cnc/drawing', { fields: {}, file, fileName: file.name });
      setDrawing({ id: d.file_id, name: d.name });
      set('drawing_id', d.file_id);
    } catch (err) {
      setError(failureText(err));
    }
  };

  const blocked = problems.length > 0 || !model;
  const body = blocked ? null : { product: 'cnc' as const, values, file_id: model.file_id };
  const hours = workingHours(i18n.language === 'ja' ? 'ja-JP' : 'en-GB');
  const choice = (group: string, keys: readonly string[]) => keys.map((k) => ({ value: k, label: t(`cnc.choice.${group}.${k}` as 'cnc.choice.finish.polished') }));

  const main = (
    <>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('cncPage.upload.title')}</Title>
          <Text size="sm" c="dimmed">{t('cncPage.upload.hint')}</Text>
          <Group>
            <FileButton onChange={(f) => void readModel(f)} accept=".step,.stp,.iges,.igs,model/step,application/step">
              {(props) => <Button {...props} loading={reading} data-testid="cnc-model-button">{t('cncPage.upload.choose')}</Button>}
            </FileButton>
            {!user && <Text size="sm" c="dimmed">{t('cncPage.upload.signIn')}</Text>}
          </Group>
          {reading && <Text size="sm">{t('cncPage.upload.reading')}</Text>}
          {error && <Alert color="red" role="alert">{error}</Alert>}
          {model && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="cnc-model">
              {preview ? (
                <ModelViewer bytes={preview} format="stl_binary" sizeMm={model.analysis.size_mm} name={model.name} />
              ) : (
                <BoxPreview
                  x={model.analysis.size_mm.x} y={model.analysis.size_mm.y} z={model.analysis.size_mm.z}
                  label={t('cncPage.model.preview', { name: model.name, x: round1(model.analysis.size_mm.x), y: round1(model.analysis.size_mm.y), z: round1(model.analysis.size_mm.z) })}
                />
              )}
              <Table withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  <Table.Tr><Table.Th>{t('cncPage.model.format')}</Table.Th><Table.Td>{model.name} ({t(`cncPage.model.${model.analysis.format}`)})</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>{t('cncPage.model.size')}</Table.Th><Table.Td>{round1(model.analysis.size_mm.x)} × {round1(model.analysis.size_mm.y)} × {round1(model.analysis.size_mm.z)} mm</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>{t('cncPage.model.volume')}</Table.Th><Table.Td>{t('cncPage.model.volumeValue', { value: round1(model.analysis.volume_mm3 / 1000) })}</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>{t('cncPage.model.solids')}</Table.Th><Table.Td data-testid="cnc-solids">{model.analysis.solids}</Table.Td></Table.Tr>
                </Table.Tbody>
              </Table>
            </SimpleGrid>
          )}
          {model && <Text size="xs" c="dimmed">{t('cncPage.model.viewerNote')}</Text>}
          <Group>
            <FileButton onChange={(f) => void readDrawing(f)} accept=".pdf,application/pdf">
              {(props) => <Button {...props} variant="default" size="xs">{t('cncPage.upload.drawing')}</Button>}
            </FileButton>
            <Text size="xs" c="dimmed">{drawing ? t('cncPage.upload.drawingAttached', { name: drawing.name }) : t('cncPage.upload.drawingHint')}</Text>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => e.preventDefault()} onBlur={() => setTouched(true)}>
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('cncPage.form.title')}</Title>
          <Text size="sm" fw={500}>{t('cncPage.form.dimensions')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {(['length_mm', 'width_mm', 'height_mm'] as const).map((k) => (
              <NumberInput
                key={k} label={t(`cnc.param.${k}`)} value={values[k] ?? ''} min={0} max={1000} decimalScale={2} suffix=" mm"
                onChange={(v) => set(k, typeof v === 'number' ? v : v === '' ? null : Number(v))} error={problemOf(k)}
              />
            ))}
          </SimpleGrid>
          <Select
            label={t('cnc.param.material')} placeholder={t('cncPage.form.materialPlaceholder')} required searchable
            data={(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((g) => ({ group: t(`cncPage.form.groups.${g}`), items: choice('material', CNC_MATERIALS.filter(GROUPS[g])) }))}
            value={values.material || null} onChange={(v) => set('material', (v ?? '') as CncValues['material'])} error={problemOf('material')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('cnc.param.finish')} data={choice('finish', CNC_FINISHES)} value={values.finish} allowDeselect={false} onChange={(v) => v && set('finish', v as CncValues['finish'])} />
            <Select label={t('cnc.param.tolerance')} data={choice('tolerance', CNC_TOLERANCES)} value={values.tolerance} allowDeselect={false} onChange={(v) => v && set('tolerance', v as CncValues['tolerance'])} error={problemOf('drawing_id')} />
            <Select label={t('cnc.param.threads')} data={choice('threads', CNC_THREADS)} value={values.threads} allowDeselect={false} onChange={(v) => v && set('threads', v as CncValues['threads'])} />
            {values.threads !== 'none' && (
              <NumberInput label={t('cnc.param.thread_count')} value={values.thread_count} min={0} max={1000} allowDecimal={false} onChange={(v) => set('thread_count', Number(v) || 0)} error={problemOf('thread_count')} />
            )}
            <NumberInput
              label={t('cnc.param.quantity')} value={values.quantity} min={CNC_QUANTITY.min} max={CNC_QUANTITY.max} allowDecimal={false}
              onChange={(v) => set('quantity', Number(v) || 0)} error={problemOf('quantity')}
            />
          </SimpleGrid>
          <Textarea label={t('cnc.param.remark')} value={values.remark} onChange={(e) => set('remark', e.currentTarget.value)} rows={2} error={problemOf('remark')} />
        </Stack>
      </Paper>
    </>
  );

  const aside = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('cncPage.quote.title')}</Title>
        <Text fw={600} data-testid="cnc-promise">{t('cncPage.quote.promise')}</Text>
        <Text size="sm">{t('cncPage.quote.hours', hours)}</Text>
        <Text size="sm" c="dimmed">{t('cncPage.quote.after')}</Text>
        {!model && <Text size="sm" c="orange.8">{t('cncPage.quote.needModel')}</Text>}
        <AddToCart body={body} onNeedLogin={() => setLoginFor('cart')} onRefused={() => setTouched(true)} />
        <Text size="xs" c="dimmed">{t('cncPage.quote.shipping')}</Text>
      </Stack>
    </Paper>
  );

  return (
    <>
      <OrderLayout title={t('cncPage.title')} lead={t('cncPage.lead')} main={main} aside={aside} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
}

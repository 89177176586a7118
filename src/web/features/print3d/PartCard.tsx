// One part of the 3D printing order (issue 12): its model (uploaded, measured by the server, previewed from the
// customer's own file), the unit to confirm for STL/OBJ, process, material, colour, finish and quantity, what stops
// it, and its price.
import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { geometryInMm, type ModelUnit } from '../../../shared/print3d/analysis';
import { print3dChoiceName } from '../../../shared/print3d/messages';
import { finishesFor, materialsFor } from '../../../shared/pricing/print3d';
import { PRINT3D_PROCESSES, type Print3dProcess, type Print3dTables } from '../../../shared/pricing/print3d-tables';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../shell/toast';
import { useCurrency } from '../../shell/currency';
import { uploadModel } from './api';
import type { PartEstimate, PartState } from './estimate';
import { ModelViewer } from './ModelViewer';

export interface LocalFile {
  bytes: ArrayBuffer;
}

interface PartCardProps {
  n: number;
  part: PartState;
  estimate: PartEstimate | null;
  tables: Print3dTables | null;
  local: LocalFile | null;
  signedIn: boolean;
  removable: boolean;
  onChange(next: PartState): void;
  onLocal(file: LocalFile): void;
  onRemove(): void;
  onNeedLogin(): void;
}

const ACCEPT = '.stl,.obj,.3mf,model/stl,model/obj,model/3mf,application/vnd.ms-pki.stl';

export const PartCard = ({ n, part, estimate, tables, local, signedIn, removable, onChange, onLocal, onRemove, onNeedLogin }: PartCardProps) => {
  const { t, i18n } = useTranslation('print3d');
  const { format } = useCurrency();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const names = i18n.getResource(i18n.language, 'print3d', 'choice') as Parameters<typeof print3dChoiceName>[0];
  const keyText = (key: string, params?: Record<string, string | number>): string => {
    const k = key.replace(/^print3d\./, '');
    return i18n.exists(k, { ns: 'print3d' }) ? (t as unknown as (k: string, o?: object) => string)(k, params) : key;
  };

  const choose = () => {
    if (!signedIn) onNeedLogin();
    else input.current?.click();
  };
  const picked = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setBusy(true);
    try {
      const bytes = await file.arrayBuffer();
      const model = await uploadModel(file);
      onLocal({ bytes });
      onChange({ ...part, model: { file_id: model.file_id, name: model.name, analysis: model.analysis }, unit: model.analysis.unit_guess });
    } catch (err) {
      setFailure(err instanceof ApiError && err.key && i18n.exists(err.key.replace(/^print3d\./, ''), { ns: 'print3d' }) ? keyText(err.key) : errorMessage(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const analysis = part.model?.analysis ?? null;
  const g = analysis ? geometryInMm(analysis, analysis.declared_unit ?? part.unit) : null;
  const setProcess = (process: Print3dProcess) => {
    if (!tables) return;
    const material = materialsFor(tables, process)[0] ?? '';
    const colour = tables.materials[material]?.colours[0] ?? '';
    onChange({ ...part, process, material, colour, finish: 'standard' });
  };
  const setMaterial = (material: string) => {
    const colours = tables?.materials[material]?.colours ?? [];
    onChange({ ...part, material, colour: colours.includes(part.colour) ? part.colour : (colours[0] ?? '') });
  };
  const option = (group: 'process' | 'material' | 'colour' | 'finish') => (id: string) => ({ value: id, label: print3dChoiceName(names, group, id) });

  return (
    <Paper withBorder radius="md" p="md" data-testid={`part-${n}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('part.title', { n })}
          </Title>
          {removable && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('part.remove', { n })} onClick={onRemove}>
              ×
            </ActionIcon>
          )}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('part.file')}
          </Text>
          <Group gap="xs">
            <Button variant={part.model ? 'default' : 'filled'} onClick={choose} loading={busy}>
              {part.model ? t('part.replace') : t('part.choose')}
            </Button>
            {part.model && (
              <Text size="sm" data-testid="model-name">
                {part.model.name}
              </Text>
            )}
          </Group>
          <input ref={input} type="file" accept={ACCEPT} hidden data-testid="model-input" onChange={(e) => void picked(e.currentTarget.files?.[0])} />
          {busy && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('part.uploading')}
            </Text>
          )}
          {!signedIn && (
            <Text size="xs" c="dimmed">
              {t('part.needLogin')}
            </Text>
          )}
          {failure && (
            <Text size="sm" c="red.7" role="alert">
              {failure}
            </Text>
          )}
        </Stack>

        {analysis && g && (
          <>
            {local ? (
              <ModelViewer bytes={local.bytes} format={analysis.format} sizeMm={g.size} name={part.model?.name ?? ''} />
            ) : (
              <Text size="sm" fw={600} data-testid="model-dimensions">
                {t('viewer.dimensions', { x: g.size.x.toFixed(1), y: g.size.y.toFixed(1), z: g.size.z.toFixed(1) })}
              </Text>
            )}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Fact label={t('facts.volume')} value={g.volume === null ? '—' : t('facts.volumeValue', { v: (g.volume / 1000).toFixed(2) })} />
              <Fact label={t('facts.area')} value={t('facts.areaValue', { v: (g.area / 100).toFixed(1) })} />
              <Fact label={t('facts.shells')} value={String(analysis.shells)} />
              <Fact label={t('facts.watertight')} value={analysis.watertight ? t('facts.yes') : t('facts.no')} />
            </SimpleGrid>
            {analysis.inverted && (
              <Text size="xs" c="dimmed">
                {t('facts.inverted')}
              </Text>
            )}
            {analysis.declared_unit ? (
              <Text size="xs" c="dimmed">
                {t('part.unitDeclared')}
              </Text>
            ) : (
              <Stack gap={4}>
                <Text size="sm">{t('part.unitGuess', { unit: print3dChoiceName(names, 'unit', analysis.unit_guess) })}</Text>
                <SegmentedControl
                  aria-label={names.param.unit}
                  value={part.unit}
                  onChange={(v) => onChange({ ...part, unit: v as ModelUnit })}
                  data={[{ value: 'mm', label: names.unit.mm }, { value: 'inch', label: names.unit.inch }]}
                />
              </Stack>
            )}
          </>
        )}

        {tables && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={names.param.process} data={PRINT3D_PROCESSES.map(option('process'))} value={part.process} onChange={(v) => v && setProcess(v as Print3dProcess)} allowDeselect={false} />
            <Select label={names.param.material} data={materialsFor(tables, part.process).map(option('material'))} value={part.material} onChange={(v) => v && setMaterial(v)} allowDeselect={false} />
            <Select label={names.param.colour} data={(tables.materials[part.material]?.colours ?? []).map(option('colour'))} value={part.colour} onChange={(v) => v && onChange({ ...part, colour: v })} allowDeselect={false} />
            <Select label={names.param.finish} data={finishesFor(tables, part.process).map(option('finish'))} value={part.finish} onChange={(v) => v && onChange({ ...part, finish: v })} allowDeselect={false} />
            <NumberInput
              label={t('part.quantity')}
              min={1}
              max={tables.maxQuantity}
              allowDecimal={false}
              allowNegative={false}
              value={part.quantity}
              onChange={(v) => onChange({ ...part, quantity: typeof v === 'number' ? v : Number.parseInt(v, 10) || 0 })}
            />
          </SimpleGrid>
        )}

        {estimate && part.model && estimate.problems.length > 0 && (
          <Alert color={estimate.price ? 'yellow' : 'red'} variant="light" p="xs">
            <Stack gap={2}>
              {estimate.problems.map((p) => (
                <Text key={`${p.field}-${p.key}`} size="sm">
                  {keyText(p.key, p.params)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {part.model && (
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('part.price')}
            </Text>
            {estimate?.price ? (
              <Text fw={700} data-testid={`part-${n}-price`}>
                {format(estimate.price.total)}
              </Text>
            ) : (
              <Text size="sm" c="red.7">
                {t('part.noPrice')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

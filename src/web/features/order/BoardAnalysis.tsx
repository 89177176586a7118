// What the server found in the uploaded archive (issue 3 §4): the board preview with a top/bottom toggle, the
// analysis warnings in the spec's words, and the detected layers (name → type); a layer the analysis could not
// place gets a select, and the customer's answer is sent to POST /upload/file/:id/layers.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LayerMappingBody, Upload } from '../../../shared/contracts/upload';
import { mapLayers } from './api';
import { recolourPreview, svgDataUrl, type BoardColours } from './board-colours';
import { useFailureText, useKeyText } from './text';

type LayerType = LayerMappingBody['mapping'][string]['type'];
type LayerSide = LayerMappingBody['mapping'][string]['side'];

/** The choices offered for an unknown layer: a label key and the mapping it stands for. */
const LAYER_OPTIONS: readonly { key: string; type: LayerType; side: LayerSide }[] = [
  { key: 'top_copper', type: 'copper', side: 'top' },
  { key: 'bottom_copper', type: 'copper', side: 'bottom' },
  { key: 'inner_copper', type: 'copper', side: 'inner' },
  { key: 'top_soldermask', type: 'soldermask', side: 'top' },
  { key: 'bottom_soldermask', type: 'soldermask', side: 'bottom' },
  { key: 'top_silkscreen', type: 'silkscreen', side: 'top' },
  { key: 'bottom_silkscreen', type: 'silkscreen', side: 'bottom' },
  { key: 'top_solderpaste', type: 'solderpaste', side: 'top' },
  { key: 'bottom_solderpaste', type: 'solderpaste', side: 'bottom' },
  { key: 'drill', type: 'drill', side: 'all' },
  { key: 'outline', type: 'outline', side: null },
  { key: 'drawing', type: 'drawing', side: null },
  { key: 'other', type: 'other', side: null },
];

/** 'Top copper' for copper/top, 'Drill' for drill. */
const layerTypeKey = (type: string, side: string | null): string =>
  LAYER_OPTIONS.some((o) => o.key === `${side}_${type}`) ? `${side}_${type}` : type;

/** The preview's SVG text, to repaint it in the chosen colours; null until loaded or when it cannot be read. */
const usePreviewSvg = (url: string | null) =>
  useQuery({
    queryKey: ['upload-preview', url],
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const res = await fetch(url ?? '', { credentials: 'same-origin' });
      const text = res.ok ? await res.text() : '';
      return text.startsWith('<svg') ? text : null;
    },
  }).data ?? null;

/**
 * The board preview; with `colours` (the PCB form's mask and silkscreen choices) it is shown in those colours and
 * follows every change. Until the SVG text is loaded, or when it cannot be, the stored drawing is shown as is.
 */
export const BoardPreview = ({ upload, colours }: { upload: Pick<Upload, 'previews'>; colours?: BoardColours }) => {
  const { t } = useTranslation('order');
  const [side, setSide] = useState<'top' | 'bottom'>('top');
  const url = upload.previews?.[side] ?? null;
  const svg = usePreviewSvg(colours ? url : null);
  const mask = colours?.mask;
  const silkscreen = colours?.silkscreen;
  const src = useMemo(
    () => (svg && mask && silkscreen ? svgDataUrl(recolourPreview(svg, { mask, silkscreen })) : url),
    [svg, mask, silkscreen, url],
  );
  if (!upload.previews) {
    return (
      <Text size="sm" c="dimmed">
        {t('preview.none')}
      </Text>
    );
  }
  const sideName = side === 'top' ? t('preview.top') : t('preview.bottom');
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('preview.title')}</Text>
        <SegmentedControl
          size="xs"
          value={side}
          onChange={(v) => setSide(v === 'bottom' ? 'bottom' : 'top')}
          data={[
            { value: 'top', label: t('preview.top') },
            { value: 'bottom', label: t('preview.bottom') },
          ]}
          aria-label={t('preview.title')}
        />
      </Group>
      <Box bg="dark.7" p="sm" style={{ borderRadius: 8, display: 'flex', justifyContent: 'center' }}>
        <img
          src={src ?? upload.previews[side]}
          data-mask={svg ? mask : undefined}
          alt={t('preview.alt', { side: sideName })}
          data-testid="board-preview"
          style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
        />
      </Box>
    </Stack>
  );
};

export const AnalysisWarnings = ({ upload }: { upload: Upload }) => {
  const tx = useKeyText();
  if (upload.analysis.warnings.length === 0) return null;
  return (
    <Stack gap="xs">
      {upload.analysis.warnings.map((w) => (
        <Alert key={w} color="yellow" variant="light" data-warning={w}>
          {tx(w)}
        </Alert>
      ))}
    </Stack>
  );
};

export const LayerList = ({ upload, onUpdated }: { upload: Upload; onUpdated(u: Upload): void }) => {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const failureText = useFailureText();
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { analysis } = upload;

  const assign = async (name: string, key: string | null) => {
    const option = LAYER_OPTIONS.find((o) => o.key === key);
    if (!option) return;
    setSaving(name);
    setError(null);
    try {
      onUpdated(await mapLayers(upload.file_id, { mapping: { [name]: { type: option.type, side: option.side } } }));
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('layers.title')}</Text>
      <Group gap="lg">
        <Text size="sm" data-testid="detected-copper">
          {t('layers.copper', { count: analysis.copper_layers })}
        </Text>
        {analysis.width_mm !== null && analysis.height_mm !== null && (
          <Text size="sm" data-testid="detected-size">
            {t('layers.size', { width: analysis.width_mm, height: analysis.height_mm })}
          </Text>
        )}
      </Group>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {analysis.layers.map((l) => (
              <Table.Tr key={l.name}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{l.name}</Table.Td>
                <Table.Td>
                  {l.type === 'unknown' ? (
                    <Select
                      size="xs"
                      aria-label={t('layers.map', { name: l.name })}
                      placeholder={t('layers.choose')}
                      data={LAYER_OPTIONS.map((o) => ({ value: o.key, label: tx(`layers.types.${o.key}`) }))}
                      value={null}
                      onChange={(v) => void assign(l.name, v)}
                      disabled={saving !== null}
                      comboboxProps={{ withinPortal: true }}
                    />
                  ) : (
                    tx(`layers.types.${layerTypeKey(l.type, l.side)}`)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
};

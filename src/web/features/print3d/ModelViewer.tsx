// The 3D preview with the part's measured size beside it (issue 12): the three.js canvas comes in a lazily loaded
// chunk (ModelCanvas.tsx), fetched the first time a model is shown.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModelFormat, Vec3 } from '../../../shared/print3d/analysis';

const ModelCanvas = lazy(() => import('./ModelCanvas'));

interface ModelViewerProps {
  bytes: ArrayBuffer;
  format: ModelFormat;
  /** Size in mm for the chosen unit. */
  sizeMm: Vec3;
  name: string;
}

const mm = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

export const ModelViewer = ({ bytes, format, sizeMm, name }: ModelViewerProps) => {
  const { t } = useTranslation('print3d');
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  return (
    <Stack gap={4}>
      {failed ? (
        <Text size="sm" c="dimmed">
          {t('viewer.failed')}
        </Text>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label={t('viewer.loading')} />}>
          <ModelCanvas bytes={bytes} format={format} label={t('viewer.label', { name })} onError={onError} />
        </Suspense>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} data-testid="model-dimensions">
          {t('viewer.dimensions', { x: mm(sizeMm.x), y: mm(sizeMm.y), z: mm(sizeMm.z) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('viewer.hint')}
        </Text>
      </Group>
    </Stack>
  );
};

// The placement preview (issue 11 "Placement"): every part of the pick-and-place file drawn over the board outline
// at its position and rotation, with its pin-1 mark; a top/bottom toggle; clicking a part selects it and the
// rotation control turns it in 90° steps (kept per designator, sent with the order). The bottom side is drawn as seen
// from below (mirrored, rotations running the other way: placement-view.ts partView), or, switched, through the
// board from the top. Plain SVG, no 3D.
import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Placement, PlacementSide } from '../../../shared/pcba/placement';
import { bodySize, finalRotation, frameFor, nextTurn, partTransform, partView, type QuarterTurn, type Rotations } from './placement-view';

interface RotationControlProps {
  placement: Placement | null;
  turn: QuarterTurn | undefined;
  rotation: number | null;
  onTurn(designator: string, turn: QuarterTurn): void;
}

/** The selected part: its final rotation, "Rotate 90°" (clockwise) and "Reset". */
export const RotationControl = ({ placement, turn, rotation, onTurn }: RotationControlProps) => {
  const { t } = useTranslation('pcba');
  if (!placement) {
    return (
      <Text size="sm" c="dimmed">
        {t('placement.pickPart')}
      </Text>
    );
  }
  const key = placement.designator.toUpperCase();
  return (
    <Group gap="sm" data-testid="rotation-control" wrap="wrap">
      <Text size="sm" fw={600}>
        {placement.designator}
      </Text>
      <Text size="sm" data-testid="part-rotation">
        {t('placement.rotation', { deg: rotation ?? 0 })}
      </Text>
      {turn ? (
        <Text size="xs" c="blue.7">
          {t('placement.turned', { deg: turn })}
        </Text>
      ) : null}
      <Button size="compact-sm" variant="light" onClick={() => onTurn(key, nextTurn(turn))}>
        {t('placement.rotate')}
      </Button>
      <Button size="compact-sm" variant="subtle" disabled={!turn} onClick={() => onTurn(key, 0)}>
        {t('placement.reset')}
      </Button>
    </Group>
  );
};

interface PreviewProps {
  placements: readonly Placement[];
  width: number;
  height: number;
  offsets: boolean;
  rotations: Rotations;
  onTurn(designator: string, turn: QuarterTurn): void;
}

export const PlacementPreview = ({ placements, width, height, offsets, rotations, onTurn }: PreviewProps) => {
  const { t } = useTranslation('pcba');
  const [side, setSide] = useState<PlacementSide>('top');
  const [selected, setSelected] = useState<string | null>(null);
  const [fromBelow, setFromBelow] = useState(true);
  const frame = frameFor(placements, width, height);
  const shown = placements.filter((p) => p.side === side);
  const pad = Math.max(width, height) * 0.04;
  const picked = placements.find((p) => p.designator.toUpperCase() === selected) ?? null;
  const rotationOf = (p: Placement) => finalRotation(p, offsets, rotations[p.designator.toUpperCase()]);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          value={side}
          onChange={(v) => setSide(v === 'bottom' ? 'bottom' : 'top')}
          data={[
            { value: 'top', label: t('placement.top', { count: placements.filter((p) => p.side === 'top').length }) },
            { value: 'bottom', label: t('placement.bottom', { count: placements.filter((p) => p.side === 'bottom').length }) },
          ]}
          aria-label={t('placement.side')}
        />
        {side === 'bottom' && (
          <Switch size="xs" label={t('placement.fromBelow')} checked={fromBelow} onChange={(e) => setFromBelow(e.currentTarget.checked)} data-testid="placement-from-below" />
        )}
        <Text size="xs" c="dimmed">
          {t('placement.boardSize', { w: Math.round(width * 100) / 100, h: Math.round(height * 100) / 100 })}
        </Text>
      </Group>
      <svg
        viewBox={`${-pad} ${-pad} ${width + 2 * pad} ${height + 2 * pad}`}
        role="img"
        aria-label={t('placement.previewLabel')}
        data-testid="placement-preview"
        style={{ width: '100%', maxHeight: 420, background: 'var(--mantine-color-gray-1)', borderRadius: 6 }}
      >
        <rect x={0} y={0} width={width} height={height} fill="#1f6f43" stroke="#0b3d22" strokeWidth={Math.max(width, height) * 0.004} />
        {/* placement coordinates have y up: the group flips them into SVG's y-down space */}
        <g transform={`translate(0 ${height}) scale(1 -1)`} data-view={side === 'bottom' ? (fromBelow ? 'below' : 'through') : 'top'}>
          {shown.map((p) => {
            const key = p.designator.toUpperCase();
            const { w, h } = bodySize(p.package);
            const r = Math.min(w, h) * 0.18;
            const on = key === selected;
            const rot = rotationOf(p);
            const view = partView(p, frame, rot, fromBelow);
            return (
              <g
                key={key}
                transform={partTransform(view)}
                role="button"
                tabIndex={0}
                aria-label={t('placement.partLabel', { designator: p.designator, deg: rot })}
                aria-pressed={on}
                data-designator={key}
                data-rotation={rot}
                data-view-rotation={view.rotation}
                style={{ cursor: 'pointer' }}
                onClick={() => setSelected(key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setSelected(key);
                  }
                }}
              >
                <rect x={-w / 2} y={-h / 2} width={w} height={h} fill={on ? '#f59f00' : '#dee2e6'} stroke={on ? '#e8590c' : '#495057'} strokeWidth={0.12} />
                {/* pin 1: top left of the part as drawn at 0° */}
                <circle cx={-w / 2 + r * 1.4} cy={h / 2 - r * 1.4} r={r} fill="#c92a2a" data-pin1="true" />
              </g>
            );
          })}
        </g>
      </svg>
      <RotationControl placement={picked} turn={picked ? rotations[picked.designator.toUpperCase()] : undefined} rotation={picked ? rotationOf(picked) : null} onTurn={onTurn} />
    </Stack>
  );
};

// The PCBA page's BOM and placement sections (issue 11 "BOM", "Placement"): each a file pick (signed in only; the
// login dialog otherwise), a size check before any upload, the server's reading, and what the page makes of it.
import { useRef, useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlacementReadAnswer } from '../../../shared/contracts/pcba-placement';
import { checkPlacement, suggestedCorrection } from '../../../shared/pcba/placement';
import type { BomLine } from '../../../shared/pcba/bom-line';
import { useSession } from '../../session/session';
import { useFailureText } from '../order/text';
import { readBom, readPlacement } from './api';
import { BomLines } from './BomLines';
import { MappingScreen } from './MappingScreen';
import { PlacementPreview } from './PlacementPreview';
import { correctable, type QuarterTurn, type Rotations } from './placement-view';
import type { BomState } from './useBom';

/** Services §5: a BOM is CSV, XLS or XLSX, 20 MB at most; a placement file 2 MB (src/shared/pcba/placement). */
const BOM_MAX_BYTES = 20 * 1024 * 1024;
const PLACEMENT_MAX_BYTES = 2 * 1024 * 1024;

interface FilePickProps {
  label: string;
  name: string | null;
  accept: string;
  maxBytes: number;
  testId: string;
  onNeedLogin(): void;
  onFile(file: File): Promise<void>;
}

const FilePick = ({ label, name, accept, maxBytes, testId, onNeedLogin, onFile }: FilePickProps) => {
  const { t } = useTranslation('pcba');
  const failureText = useFailureText();
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setError(null);
    if (file.size === 0 || file.size > maxBytes) {
      setError(t('fileTypeOrSize'));
      return;
    }
    setBusy(true);
    try {
      await onFile(file);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button size="xs" variant={name ? 'default' : 'filled'} loading={busy} onClick={() => (user ? input.current?.click() : onNeedLogin())}>
          {name ? t('replace') : label}
        </Button>
        {name && (
          <Text size="sm" fw={500}>
            {name}
          </Text>
        )}
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
};

export const BomSection = ({ bom, boards, onNeedLogin }: { bom: BomState; boards: number; onNeedLogin(): void }) => {
  const { t } = useTranslation('pcba');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pcba-bom">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pcba-bom">
          {t('bom.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bom.lead')}
        </Text>
        <FilePick
          label={t('bom.upload')}
          name={bom.read?.name ?? null}
          accept=".csv,.txt,.tsv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxBytes={BOM_MAX_BYTES}
          testId="bom-input"
          onNeedLogin={onNeedLogin}
          onFile={async (file) => bom.setRead(await readBom(file))}
        />
        <MappingScreen bom={bom} />
        <BomLines bom={bom} boards={boards} />
      </Stack>
    </Paper>
  );
};

export interface PlacementState {
  read: PlacementReadAnswer | null;
  rotations: Rotations;
  offsets: boolean;
}

interface PlacementSectionProps {
  state: PlacementState;
  onChange(next: PlacementState): void;
  bomLines: readonly BomLine[] | null;
  board: { width: number; height: number };
  onNeedLogin(): void;
}

export const PlacementSection = ({ state, onChange, bomLines, board, onNeedLogin }: PlacementSectionProps) => {
  const { t } = useTranslation('pcba');
  const { t: tc } = useTranslation('common');
  const read = state.read;
  const problems = read ? [...read.problems, ...(bomLines ? checkPlacement(read.placements, bomLines) : [])] : [];
  const fixable = read ? correctable(read.placements) : 0;
  const families = read ? [...new Set(read.placements.map((p) => suggestedCorrection(p.package)).filter((c) => c && c.offsetDeg !== 0).map((c) => `${c?.family} ${c?.offsetDeg}°`))] : [];
  const turn = (designator: string, q: QuarterTurn) => {
    const rotations = { ...state.rotations };
    if (q === 0) delete rotations[designator];
    else rotations[designator] = q;
    onChange({ ...state, rotations });
  };
  const problemText = (key: string, o: Record<string, unknown>) => (tc as unknown as (k: string, o: Record<string, unknown>) => string)(key, o);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pcba-placement">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pcba-placement">
          {t('placement.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('placement.lead')}
        </Text>
        <FilePick
          label={t('placement.upload')}
          name={read?.name ?? null}
          accept=".csv,.pos,.txt,.mnt,.mnb,text/csv,text/plain"
          maxBytes={PLACEMENT_MAX_BYTES}
          testId="placement-input"
          onNeedLogin={onNeedLogin}
          onFile={async (file) => onChange({ read: await readPlacement(file), rotations: {}, offsets: false })}
        />
        {read && (
          <>
            <Text size="sm">{t('placement.read', { count: read.placements.length })}</Text>
            {problems.length > 0 ? (
              <List size="sm" spacing={2} data-testid="placement-problems">
                {problems.map((p, i) => (
                  <List.Item key={`${p.key}-${i}`}>
                    <Text size="sm" c="orange.8">
                      {problemText(p.key, { row: p.row ?? '', designators: (p.designators ?? []).join(', ') })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              bomLines && (
                <Text size="sm" c="green.8" data-testid="placement-ok">
                  {t('placement.matchesBom')}
                </Text>
              )
            )}
            {fixable > 0 && (
              <Alert color="blue" variant="light" title={t('placement.offsetsTitle')}>
                <Stack gap={6}>
                  <Text size="sm">{t('placement.offsetsText', { count: fixable, families: families.join(', ') })}</Text>
                  <Group>
                    <Button size="xs" variant={state.offsets ? 'default' : 'filled'} onClick={() => onChange({ ...state, offsets: !state.offsets })}>
                      {state.offsets ? t('placement.offsetsUndo') : t('placement.offsetsApply')}
                    </Button>
                    {state.offsets && (
                      <Text size="xs" c="green.8">
                        {t('placement.offsetsApplied')}
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Alert>
            )}
            <PlacementPreview placements={read.placements} width={board.width} height={board.height} offsets={state.offsets} rotations={state.rotations} onTurn={turn} />
          </>
        )}
      </Stack>
    </Paper>
  );
};

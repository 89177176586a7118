// The board part of an order page (issue 3 §1, §4; reused by the PCBA page, issue 11 "Pages"): the Gerber upload,
// the analysis warnings, the preview in the chosen colours and the layer list, then the parameter form drawn from
// paramSchema(tier, values) with the rule problems beside the fields and the default-size confirmation.
import { memo } from 'react';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Upload } from '../../../shared/contracts/upload';
import { DEFAULT_SIZE_MM, type PcbTierValue } from '../../../shared/params/pcb-options';
import { applyForcedValues, paramSchema } from '../../../shared/params/pcb';
import type { ParamDef, ParamValue, Problem } from '../../../shared/params/types';
import type { PcbValues } from '../../../shared/rules/pcb';
import { AnalysisWarnings, BoardPreview, LayerList } from './BoardAnalysis';
import { fillFromAnalysis } from './gerber-fill';
import { ParamForm } from './ParamForm';
import { useKeyText } from './text';
import { UploadArea } from './UploadArea';

/** What the board part keeps in its page's state. */
export interface BoardState {
  values: PcbValues;
  upload: Upload | null;
  /** Parameters the Gerber analysis filled in (hinted until the customer changes them). */
  detected: string[];
}

/** The rule problem that does not stop the estimate: the default size waiting for its confirmation. */
export const SIZE_CONFIRM_KEY = 'pcb.rule.confirmDefaultSize';

const PANEL_PARAMS = new Set(['panelColumns', 'panelRows']);

/** The state after a parameter change (forced values applied, the analysis hint dropped). */
export const changeBoard = <S extends BoardState>(tier: PcbTierValue, s: S, key: string, value: ParamValue): S => ({
  ...s,
  values: applyForcedValues(tier, { ...s.values, [key]: value } as PcbValues),
  detected: s.detected.filter((d) => d !== key),
});

/** The state after an upload (or a layer mapping): the analysis fills what it knows. */
export const uploadBoard = <S extends BoardState>(tier: PcbTierValue, s: S, upload: Upload): S => {
  const filled = fillFromAnalysis(tier, s.values, upload.analysis);
  return { ...s, upload, values: filled.values, detected: filled.detected };
};

interface BoardFormProps {
  tier: PcbTierValue;
  board: BoardState;
  /** validatePcb's problems plus any the server's refusal named. */
  problems: readonly Problem[];
  onChange(key: string, value: ParamValue): void;
  onUploaded(upload: Upload): void;
  onNeedLogin(): void;
}

/**
 * Memoised: the order pages re-render on every price answer, and the form (some 40 chips and fields) is the costly
 * part of them to draw; it changes only with its own props (issue 17: a page's handlers and problem list are stable).
 */
export const BoardForm = memo(function BoardForm({ tier, board, problems, onChange, onUploaded, onNeedLogin }: BoardFormProps) {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const { values, upload } = board;
  const params = paramSchema(tier, values);

  const disabledReason = (p: ParamDef): string | undefined => {
    if (p.key === 'innerCopper') return t('form.disabled.innerCopper');
    if (p.key === 'silkscreen') return tx('pcb.rule.whiteMaskSilkscreen');
    if (p.key === 'blindVias') return t('form.disabled.blindVias');
    if (PANEL_PARAMS.has(p.key)) return t('form.disabled.panel');
    return t('form.fixed');
  };
  const hint = (p: ParamDef) => (board.detected.includes(p.key) ? t('form.detected') : undefined);

  const atDefaultSize = values.width === DEFAULT_SIZE_MM && values.height === DEFAULT_SIZE_MM;
  const sizeProblem = problems.find((p) => p.key === SIZE_CONFIRM_KEY);
  const confirmSize = atDefaultSize ? (
    <Stack gap={2}>
      <Checkbox
        label={t('form.confirmSize')}
        checked={values.sizeConfirmed}
        onChange={(e) => onChange('sizeConfirmed', e.currentTarget.checked)}
      />
      {sizeProblem && (
        <Text size="sm" c="red.7" role="alert">
          {tx(sizeProblem.key, sizeProblem.params)}
        </Text>
      )}
    </Stack>
  ) : null;

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <UploadArea kind="gerber" title={t('uploadBox.title')} upload={upload} onUploaded={onUploaded} onNeedLogin={onNeedLogin} />
          {upload && (
            <>
              <AnalysisWarnings upload={upload} />
              <BoardPreview upload={upload} colours={{ mask: values.maskColour, silkscreen: values.silkscreen }} />
              {/* A layer mapping changes the analysis; refill only what the analysis now knows better. */}
              <LayerList upload={upload} onUpdated={onUploaded} />
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ParamForm
          legend={t('form.parameters')}
          params={params}
          problems={problems.filter((p) => p.key !== SIZE_CONFIRM_KEY)}
          onChange={onChange}
          disabledReason={disabledReason}
          hint={hint}
          pairs={[['width', 'height']]}
          after={{ height: confirmSize }}
        />
      </Paper>
    </>
  );
});

// One parameter of a served schema (src/shared/params/types.ts), drawn by its kind and control state:
// choices as a chip group (a Select when there are many, like the quantity steps), numbers as NumberInputs,
// flags as checkboxes, the remark as a textarea. Disabled (2) shows the value the factory will use with the
// reason; the rule problems for the field are shown under it, errors in red and warnings in yellow.
import { useId, useState } from 'react';
import { Box, Checkbox, Chip, Group, Input, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { ParamControl } from '../../../shared/ids';
import type { ParamChoice, ParamDef, ParamValue, Problem } from '../../../shared/params/types';
import type { KeyText } from './text';
import { isCount, settledNumber } from './number-rule';

/** More choices than this become a Select (quantity steps, premium layer counts, thickness lists). */
const MAX_CHIPS = 10;

const SWATCH: Record<string, string> = {
  green: '#1b7f3b', red: '#c0392b', yellow: '#f1c40f', blue: '#1f5fbf', white: '#ffffff', black: '#111111',
  purple: '#6c3483', matte_black: '#2b2b2b', matte_green: '#2e6b45',
};

interface ParamFieldProps {
  param: ParamDef;
  problems: readonly Problem[];
  tx: KeyText;
  onChange(key: string, value: ParamValue): void;
  /** Why a Disabled (2) parameter cannot be changed, in words. */
  disabledReason?: string;
  /** A hint under the label, e.g. 'Detected from your Gerber'. */
  hint?: string;
}

const choiceLabel = (c: ParamChoice, tx: KeyText) => tx(c.labelKey, c.labelParams);

/** 'OSP: OSP finish needs a board larger than 80×80 mm.' — one line per distinct reason. */
const unavailableLines = (choices: readonly ParamChoice[], tx: KeyText): string[] => {
  const byReason = new Map<string, string[]>();
  for (const c of choices) {
    if (!c.disabled || !c.reasonKey) continue;
    const reason = tx(c.reasonKey, c.reasonParams);
    byReason.set(reason, [...(byReason.get(reason) ?? []), choiceLabel(c, tx)]);
  }
  return [...byReason].map(([reason, names]) => tx('form.unavailable', { choice: names.join(', '), reason }));
};

const ProblemLines = ({ problems, tx }: { problems: readonly Problem[]; tx: KeyText }) => (
  <>
    {problems.map((p) => (
      <Text key={p.key} size="sm" c={p.severity === 'error' ? 'red.7' : 'yellow.9'} role={p.severity === 'error' ? 'alert' : 'status'} data-severity={p.severity}>
        {tx(p.key, p.params)}
      </Text>
    ))}
  </>
);

/** A NumberInput that lets the customer clear and retype without the value snapping back on each keystroke. */
const NumberField = ({ param, tx, onChange, error, description, disabled }: {
  param: Extract<ParamDef, { kind: 'number' }>;
  tx: KeyText;
  onChange(v: number): void;
  error?: string;
  description?: string;
  disabled: boolean;
}) => {
  const value = typeof param.value === 'number' ? param.value : null;
  const [draft, setDraft] = useState<string | number>(value ?? '');
  // A value set from outside (the Gerber analysis, a restored form) replaces what is being typed
  // (adjusted while rendering, React's pattern for state derived from a changed prop).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value === null ? '' : Number(draft) === value ? draft : value);
  }
  const unit = param.range.unitKey ? tx(param.range.unitKey, { value: '' }).trim() : undefined;
  const decimals = param.range.step < 1 ? String(param.range.step).split('.')[1]?.length ?? 2 : 0;
  const count = isCount(param);
  // Leaving the field never keeps a text the price is not for: a count left empty or 0 becomes 1 (spec platform
  // §5, as every quantity input), any other emptied number shows again the value that is priced.
  const commit = () => {
    const settled = settledNumber(param, draft, value);
    setDraft(settled ?? '');
    if (settled !== null && settled !== value) onChange(settled);
  };
  return (
    <NumberInput
      label={tx(param.labelKey)}
      description={description}
      value={draft}
      onChange={(v) => {
        setDraft(v);
        // a count of 0 is not a value anybody orders: it waits for the blur that makes it 1
        if (typeof v === 'number' && Number.isFinite(v) && !(count && v < 1)) onChange(v);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      min={param.range.min}
      max={param.range.max}
      step={param.range.step < 1 ? 1 : param.range.step}
      decimalScale={decimals}
      allowNegative={false}
      clampBehavior="none"
      rightSection={unit ? <Text size="xs" c="dimmed">{unit}</Text> : undefined}
      rightSectionWidth={unit ? 44 : undefined}
      disabled={disabled}
      error={error}
    />
  );
};

export const ParamField = ({ param, problems, tx, onChange, disabledReason, hint }: ParamFieldProps) => {
  const labelId = useId();
  const disabled = param.control === ParamControl.Disabled;
  const mine = problems.filter((p) => p.field === param.key);
  const errors = mine.filter((p) => p.severity === 'error');
  const description = [hint, disabled ? disabledReason : undefined].filter(Boolean).join(' ') || undefined;

  if (param.kind === 'number') {
    return (
      <Box>
        <NumberField
          param={param}
          tx={tx}
          onChange={(v) => onChange(param.key, v)}
          disabled={disabled}
          description={description}
          error={errors.length ? errors.map((p) => tx(p.key, p.params)).join(' ') : undefined}
        />
        <ProblemLines problems={mine.filter((p) => p.severity === 'warning')} tx={tx} />
      </Box>
    );
  }

  if (param.kind === 'boolean') {
    return (
      <Box>
        <Checkbox
          label={tx(param.labelKey)}
          description={description}
          checked={param.value === true}
          disabled={disabled}
          onChange={(e) => onChange(param.key, e.currentTarget.checked)}
        />
        <ProblemLines problems={mine} tx={tx} />
      </Box>
    );
  }

  if (param.kind === 'text') {
    const text = typeof param.value === 'string' ? param.value : '';
    return (
      <Textarea
        label={tx(param.labelKey)}
        value={text}
        rows={3}
        description={`${[...text].length} / ${param.maxLength}`}
        onChange={(e) => onChange(param.key, e.currentTarget.value)}
        error={errors.length ? errors.map((p) => tx(p.key, p.params)).join(' ') : undefined}
      />
    );
  }

  const current = param.value === null ? null : String(param.value);
  const pick = (s: string | null) => {
    const choice = param.choices.find((c) => String(c.value) === s);
    if (choice && !choice.disabled) onChange(param.key, choice.value);
  };
  const reasons = unavailableLines(param.choices, tx);

  if (param.choices.length > MAX_CHIPS) {
    // A long list greys its unavailable entries in the dropdown; below it only the reasons, not every value.
    const why = [...new Set(param.choices.filter((c) => c.disabled && c.reasonKey).map((c) => tx(c.reasonKey ?? '', c.reasonParams)))];
    return (
      <Stack gap={4}>
        <Select
          label={tx(param.labelKey)}
          description={description}
          data={param.choices.map((c) => ({ value: String(c.value), label: choiceLabel(c, tx), disabled: c.disabled }))}
          value={current}
          onChange={pick}
          allowDeselect={false}
          disabled={disabled}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          error={errors.length ? errors.map((p) => tx(p.key, p.params)).join(' ') : undefined}
        />
        {why.map((r) => (
          <Text key={r} size="xs" c="dimmed">
            {r}
          </Text>
        ))}
        <ProblemLines problems={mine.filter((p) => p.severity === 'warning')} tx={tx} />
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <Box>
        <Input.Label labelElement="div" id={labelId}>
          {tx(param.labelKey)}
        </Input.Label>
        {description && <Input.Description>{description}</Input.Description>}
      </Box>
      <Chip.Group multiple={false} value={current ?? ''} onChange={(v) => pick(typeof v === 'string' ? v : null)}>
        <Group gap={6} role="radiogroup" aria-labelledby={labelId} data-param={param.key}>
          {param.choices.map((c) => (
            <Chip key={String(c.value)} value={String(c.value)} size="sm" radius="sm" variant="outline" disabled={disabled || c.disabled}>
              {param.key === 'maskColour' || param.key === 'silkscreen' ? (
                <Group gap={6} wrap="nowrap" component="span">
                  <Box component="span" w={10} h={10} style={{ borderRadius: 5, border: '1px solid #888', background: SWATCH[String(c.value)] }} />
                  {choiceLabel(c, tx)}
                </Group>
              ) : (
                choiceLabel(c, tx)
              )}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {reasons.map((r) => (
        <Text key={r} size="xs" c="dimmed">
          {r}
        </Text>
      ))}
      <ProblemLines problems={mine} tx={tx} />
    </Stack>
  );
};

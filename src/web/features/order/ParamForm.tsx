// The parameter form, drawn from a served schema: the parameters in their order, then the Option (3) ones in
// an 'Optional extras' section. What each parameter looks like is ParamField's business.
import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParamControl } from '../../../shared/ids';
import type { ParamDef, ParamValue, Problem } from '../../../shared/params/types';
import { ParamField } from './ParamField';
import { useKeyText } from './text';

interface ParamFormProps {
  legend: string;
  params: readonly ParamDef[];
  problems: readonly Problem[];
  onChange(key: string, value: ParamValue): void;
  disabledReason?(param: ParamDef): string | undefined;
  hint?(param: ParamDef): string | undefined;
  /** Parameters shown side by side (width and height). */
  pairs?: readonly (readonly [string, string])[];
  /** Extra content right after a parameter (the default-size confirmation after the height). */
  after?: Partial<Record<string, ReactNode>>;
}

export const ParamForm = ({ legend, params, problems, onChange, disabledReason, hint, pairs = [], after = {} }: ParamFormProps) => {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const field = (p: ParamDef) => (
    <ParamField key={p.key} param={p} problems={problems} tx={tx} onChange={onChange} disabledReason={disabledReason?.(p)} hint={hint?.(p)} />
  );
  const second = new Set(pairs.map(([, b]) => b));
  const main = params.filter((p) => p.control !== ParamControl.Option);
  const extras = params.filter((p) => p.control === ParamControl.Option);

  const rows: ReactNode[] = [];
  for (const p of main) {
    if (second.has(p.key)) continue;
    const pair = pairs.find(([a]) => a === p.key);
    const partner = pair ? main.find((q) => q.key === pair[1]) : undefined;
    rows.push(
      partner ? (
        <SimpleGrid key={p.key} cols={2} spacing="sm">
          {field(p)}
          {field(partner)}
        </SimpleGrid>
      ) : (
        field(p)
      ),
    );
    const extra = after[partner?.key ?? p.key];
    if (extra) rows.push(<div key={`${p.key}-after`}>{extra}</div>);
  }

  return (
    <Stack gap="md">
      <Fieldset legend={<Title order={2} fz="lg">{legend}</Title>} variant="unstyled">
        <Stack gap="md">{rows}</Stack>
      </Fieldset>
      {extras.length > 0 && (
        <Fieldset legend={t('form.extras')}>
          <Stack gap="sm">{extras.map(field)}</Stack>
        </Fieldset>
      )}
    </Stack>
  );
};

// The assembly options of /fusion_pcba (issue 11 "Pages"; services §5, §9): quantity (default 10, the PCB quantity
// must be larger: the rule is shown as it is typed), sides, SMT and THT joints (prefilled from the files, the
// customer may type their own), expedited build, DFA review (on,
// free), functional test (+ about 2 business days), certification and mechanical parts (manual quote, from
// $5,000), remark up to 300 characters.
import { Checkbox, Fieldset, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX } from '../../../shared/params/pcb-options';
import type { Problem } from '../../../shared/params/types';
import type { PcbaOptions } from '../../../shared/rules/pcba';
import { useCurrency } from '../../shell/currency';
import { useKeyText } from '../order/text';

interface AssemblyOptionsProps {
  options: PcbaOptions;
  /** validatePcbaQuantities' problems. */
  problems: readonly Problem[];
  certificationFromCents: bigint;
  onChange(next: Partial<PcbaOptions>): void;
  /** Shown under the functional-test switch while it is on: the test plan upload. */
  testPlan?: React.ReactNode;
  /** Under the joint fields: where their numbers came from (counted from the files or typed). */
  jointsSource?: React.ReactNode;
}

const whole = (v: string | number, fallback: number): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : fallback;
};

export const AssemblyOptions = ({ options, problems, certificationFromCents, onChange, testPlan, jointsSource }: AssemblyOptionsProps) => {
  const { t } = useTranslation('pcba');
  const tx = useKeyText();
  const { format } = useCurrency();
  const error = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? tx(p.key, p.params) : undefined;
  };
  const pcbProblem = error('pcbQuantity');
  return (
    <Fieldset legend={t('options.title')} variant="unstyled" component="section">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('options.quantity')}
            value={options.quantity}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => onChange({ quantity: whole(v, options.quantity) })}
            error={error('pcbaQuantity')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('options.sides')}
            </Text>
            <SegmentedControl
              value={String(options.sides)}
              onChange={(v) => onChange({ sides: v === '2' ? 2 : 1 })}
              data={[
                { value: '1', label: t('options.oneSide') },
                { value: '2', label: t('options.twoSides') },
              ]}
              aria-label={t('options.sides')}
            />
          </Stack>
          <NumberInput
            label={t('options.smtJoints')}
            description={t('options.jointsHint')}
            value={options.smtJoints}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => onChange({ smtJoints: whole(v, options.smtJoints) })}
          />
          <NumberInput
            label={t('options.thtJoints')}
            description={t('options.jointsHint')}
            value={options.thtJoints}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => onChange({ thtJoints: whole(v, options.thtJoints) })}
          />
        </SimpleGrid>
        {jointsSource}
        {pcbProblem && (
          <Text size="sm" c="red.7" role="alert" data-testid="pcb-quantity-rule">
            {pcbProblem}
          </Text>
        )}
        <Stack gap={6}>
          <Checkbox label={t('options.expedited')} description={t('options.expeditedHint')} checked={options.expedited} onChange={(e) => onChange({ expedited: e.currentTarget.checked })} />
          <Checkbox label={t('options.dfa')} description={t('options.dfaHint')} checked={options.dfa} onChange={(e) => onChange({ dfa: e.currentTarget.checked })} />
          <Checkbox label={t('options.functionTest')} description={t('options.functionTestHint')} checked={options.functionTest} onChange={(e) => onChange({ functionTest: e.currentTarget.checked })} />
          {options.functionTest && testPlan && (
            <Paper withBorder radius="sm" p="sm" ml="xl" data-testid="pcba-test-plan">
              {testPlan}
            </Paper>
          )}
          <Checkbox
            label={t('options.certification')}
            description={t('options.certificationHint', { price: format(certificationFromCents) })}
            checked={options.certificationMechanical}
            onChange={(e) => onChange({ certificationMechanical: e.currentTarget.checked })}
          />
        </Stack>
        <Textarea
          label={t('options.remark')}
          value={options.remark}
          maxLength={REMARK_MAX}
          autosize
          minRows={2}
          onChange={(e) => onChange({ remark: e.currentTarget.value.slice(0, REMARK_MAX) })}
        />
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('options.remarkCount', { count: options.remark.length, max: REMARK_MAX })}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
};

// The filter column of the OPL search: category tree, package, manufacturer, assembly library, stock and the
// chosen category's parameter ranges, each with its count. Every choice goes into the URL (search-state.ts).
import { useState } from 'react';
import { Button, Checkbox, Chip, Group, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OplFacets } from '../../../shared/contracts/opl';
import { formatQuantity, parseQuantity, UNIT_SYMBOL, type QuantityKind } from '../../../shared/opl/units';
import { changeSearch, chooseCategory, type OplSearchState } from './search-state';

interface Props {
  state: OplSearchState;
  facets: OplFacets;
  onChange(next: OplSearchState): void;
}

const toggle = (list: number[], id: number): number[] => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Categories({ state, facets, onChange }: Props) {
  const { t } = useTranslation('opl');
  const chosen = facets.categories.find((c) => c.id === state.category);
  const topId = chosen ? (chosen.parent_id ?? chosen.id) : undefined;
  const tops = facets.categories.filter((c) => c.parent_id === null);
  const shown = topId === undefined ? tops : tops.filter((c) => c.id === topId);
  return (
    <Section title={t('facets.category')}>
      {state.category !== undefined && (
        <NavLink component="button" label={t('facets.allCategories')} onClick={() => onChange(chooseCategory(state, undefined))} />
      )}
      {shown.map((c) => (
        <div key={c.id}>
          <NavLink
            component="button"
            label={c.name}
            rightSection={<Text size="xs" c="dimmed">{c.count.toLocaleString()}</Text>}
            active={state.category === c.id}
            onClick={() => onChange(chooseCategory(state, c.id))}
          />
          {topId === c.id &&
            facets.categories
              .filter((s) => s.parent_id === c.id)
              .map((s) => (
                <NavLink
                  key={s.id}
                  component="button"
                  pl="lg"
                  label={s.name}
                  rightSection={<Text size="xs" c="dimmed">{s.count.toLocaleString()}</Text>}
                  active={state.category === s.id}
                  onClick={() => onChange(chooseCategory(state, s.id))}
                />
              ))}
        </div>
      ))}
    </Section>
  );
}

function CheckList({ title, items, selected, onToggle }: { title: string; items: OplFacets['packages']; selected: number[]; onToggle(id: number): void }) {
  if (!items.length) return null;
  return (
    <Section title={title}>
      <ScrollArea.Autosize mah={200} type="auto">
        <Stack gap={6} py={2}>
          {items.map((p) => (
            <Checkbox
              key={p.id}
              size="xs"
              label={`${p.name} (${p.count.toLocaleString()})`}
              checked={selected.includes(p.id)}
              onChange={() => onToggle(p.id)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Section>
  );
}

/** "100n", "100nF", "0.1u", "10k", "5%": read in the attribute's unit. */
const readBound = (text: string, kind: QuantityKind): number | undefined | null => {
  const s = text.trim();
  if (!s) return undefined;
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s);
  const q = parseQuantity(s) ?? parseQuantity(`${s}${UNIT_SYMBOL[kind] === 'Ω' ? 'ohm' : UNIT_SYMBOL[kind]}`);
  return q && q.kind === kind ? q.value : null;
};

function RangeFilter({ range, value, onApply }: {
  range: OplFacets['ranges'][number];
  value: [number | undefined, number | undefined] | undefined;
  onApply(v: [number | undefined, number | undefined]): void;
}) {
  const { t } = useTranslation('opl');
  const show = (n: number | undefined) => (n === undefined ? '' : formatQuantity(range.kind, n).replace(/^±/, ''));
  const [min, setMin] = useState(show(value?.[0]));
  const [max, setMax] = useState(show(value?.[1]));
  const lo = readBound(min, range.kind);
  const hi = readBound(max, range.kind);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (lo !== null && hi !== null) onApply([lo, hi]);
      }}
    >
      <Text size="sm">{range.name}</Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput size="xs" style={{ flex: 1, minWidth: 0 }} aria-label={`${range.name} ${t('facets.min')}`} placeholder={show(range.min)}
          value={min} error={lo === null} onChange={(e) => setMin(e.currentTarget.value)} />
        <TextInput size="xs" style={{ flex: 1, minWidth: 0 }} aria-label={`${range.name} ${t('facets.max')}`} placeholder={show(range.max)}
          value={max} error={hi === null} onChange={(e) => setMax(e.currentTarget.value)} />
        <Button size="xs" variant="light" type="submit" px={8} style={{ flex: 'none' }}>{t('facets.apply')}</Button>
      </Group>
    </form>
  );
}

export function Facets({ state, facets, onChange }: Props) {
  const { t } = useTranslation('opl');
  const narrowed = state.q.trim() !== '' || state.category !== undefined;
  const filtered = state.category !== undefined || state.packages.length || state.manufacturers.length || state.library || state.inStock || Object.keys(state.ranges).length;
  return (
    <Stack gap="md">
      <Categories state={state} facets={facets} onChange={onChange} />
      {!narrowed && <Text size="sm" c="dimmed">{t('facets.pickCategory')}</Text>}
      {facets.library.length > 0 && (
        <Section title={t('facets.library')}>
          <Group gap={6}>
            {facets.library.map((l) => (
              <Chip key={l.value} size="xs" checked={state.library === l.value}
                onChange={(on) => onChange(changeSearch(state, { library: on ? l.value : undefined }))}>
                {t(`library.${l.value}`)} ({l.count.toLocaleString()})
              </Chip>
            ))}
          </Group>
        </Section>
      )}
      {narrowed && (
        <Checkbox label={t('facets.inStock', { count: facets.in_stock })} checked={state.inStock}
          onChange={(e) => onChange(changeSearch(state, { inStock: e.currentTarget.checked }))} />
      )}
      <CheckList title={t('facets.package')} items={facets.packages} selected={state.packages}
        onToggle={(id) => onChange(changeSearch(state, { packages: toggle(state.packages, id) }))} />
      <CheckList title={t('facets.manufacturer')} items={facets.manufacturers} selected={state.manufacturers}
        onToggle={(id) => onChange(changeSearch(state, { manufacturers: toggle(state.manufacturers, id) }))} />
      {facets.ranges.length > 0 && (
        <Section title={t('facets.ranges')}>
          <Stack gap="xs">
            {facets.ranges.map((r) => (
              <RangeFilter key={r.id} range={r} value={state.ranges[r.id]}
                onApply={(v) => onChange(changeSearch(state, { ranges: { ...state.ranges, [r.id]: v } }))} />
            ))}
          </Stack>
        </Section>
      )}
      {filtered ? (
        <Button variant="subtle" size="xs" onClick={() => onChange(changeSearch(state, { category: undefined, packages: [], manufacturers: [], library: undefined, inStock: false, ranges: {} }))}>
          {t('facets.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}

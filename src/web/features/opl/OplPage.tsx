// /opl, /opl.html and /seeedopl (spec platform §2, services §3 "Component library (OPL) entry"; issue 10): one
// search box that understands part numbers and values, facets with counts, sorting and price at a quantity, and a
// library download of the result. The whole search is in the URL, so a result can be shared and the back button
// goes back through the choices; typing replaces the current entry instead of adding one per key.
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Chip.css';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert, Anchor, Badge, Button, Center, Container, Drawer, Grid, Group, Loader, Menu, NumberInput, Pagination, Select, Stack, Text, TextInput, Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OplSearchResult } from '../../../shared/contracts/opl';
import { OPL_DOWNLOAD_MAX } from '../../../shared/opl/limits';
import { formatQuantity } from '../../../shared/opl/units';
import { usePageTitle } from '../../forms';
import { resultLibraryUrl, useOplFacets, useOplSearch } from './api';
import { Facets } from './Facets';
import { PartRow } from './PartRow';
import { changeSearch, readSearchState, toUrlParams, type OplSearchState } from './search-state';
import '@mantine/core/styles/NumberInput.css';

// The pause after the last key before searching: longer than the gap between a typist's keys (about 80 ms), so a
// word is one search, and short, since the whole pause is in "typing to first result" (target 300 ms).
const TYPE_DELAY_MS = 100;

function Reading({ reading }: { reading: OplSearchResult['reading'] }) {
  const { t } = useTranslation('opl');
  const chips = [
    ...reading.values.map((v) => `${t(`kinds.${v.kind}`)} ${formatQuantity(v.kind, v.value)}`),
    ...reading.packages.map((name) => t('reading.package', { name })),
    ...reading.words.map((text) => t('reading.word', { text })),
  ];
  if (!chips.length) return null;
  return (
    <Group gap={6} aria-label={t('reading.label')}>
      <Text size="xs" c="dimmed">{t('reading.label')}</Text>
      {chips.map((c) => <Badge key={c} variant="light" size="sm" tt="none">{c}</Badge>)}
    </Group>
  );
}

export default function OplPage() {
  const { t } = useTranslation('opl');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const result = useOplSearch(state);
  const facetCounts = useOplFacets(state, !result.isFetching);
  const [draft, setDraft] = useState(state.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const typing = useRef(false);

  const go = (next: OplSearchState, replace = false) => setParams(toUrlParams(next), { replace });

  // the box follows the URL when it changes from outside (back button, a shared link), not while typing
  useEffect(() => {
    if (!typing.current) setDraft(state.q);
  }, [state.q]);

  useEffect(() => {
    if (draft === state.q) return;
    const timer = setTimeout(() => {
      typing.current = false;
      // the first key of a new search is a history entry; the following keys refine it in place
      go(changeSearch(state, { q: draft }), state.q !== '' && draft !== '');
    }, TYPE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer restarts on typing only
  }, [draft]);

  const data = result.data;
  const facets = facetCounts.data && <Facets state={state} facets={facetCounts.data} onChange={(next) => { setFiltersOpen(false); go(next); }} />;
  const pages = data ? Math.min(Math.ceil(data.total / data.size), 10_000) : 0;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </div>
        <form role="search" onSubmit={(e) => { e.preventDefault(); typing.current = false; go(changeSearch(state, { q: draft })); }}>
          <TextInput
            type="search"
            size="md"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={draft}
            maxLength={200}
            onChange={(e) => { typing.current = true; setDraft(e.currentTarget.value); }}
          />
        </form>
        {data && <Reading reading={data.reading} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Title order={2} size="h5" mb="xs">{t('facets.title')}</Title>
            {facets}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} aria-live="polite">{!data ? '' : data.total_capped ? t('resultsMore', { n: data.total.toLocaleString() }) : t('results', { count: data.total })}</Text>
                <Group gap="xs" wrap="wrap">
                  <Button hiddenFrom="md" variant="default" size="xs" onClick={() => setFiltersOpen(true)}>{t('facets.show')}</Button>
                  <Select
                    size="xs" w={130} aria-label={t('sort.label')} allowDeselect={false} value={state.sort}
                    data={(['relevance', 'stock', 'price'] as const).map((v) => ({ value: v, label: t(`sort.${v}`) }))}
                    onChange={(v) => v && go(changeSearch(state, { sort: v as OplSearchState['sort'] }))}
                  />
                  <NumberInput
                    size="xs" w={110} aria-label={t('qty')} min={1} max={10_000_000} allowDecimal={false} value={state.qty}
                    onBlur={(e) => { const n = Number(e.currentTarget.value.replace(/,/g, '')); if (Number.isInteger(n) && n >= 1 && n !== state.qty) go(changeSearch(state, { qty: Math.min(n, 10_000_000) })); }}
                  />
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button size="xs" variant="light" disabled={!data?.total}>{t('download.label')}</Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Label>{t('download.results', { count: OPL_DOWNLOAD_MAX })}</Menu.Label>
                      <Menu.Item component="a" href={resultLibraryUrl(state, 'csv')} download>{t('download.csv')}</Menu.Item>
                      <Menu.Item component="a" href={resultLibraryUrl(state, 'kicad')} download>{t('download.kicad')}</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
              {result.isError && (
                <Alert color="red" title={t('loadFailed')}>
                  <Anchor component="button" onClick={() => void result.refetch()}>{t('retry')}</Anchor>
                </Alert>
              )}
              {result.isPending && <Center py="xl"><Loader size="sm" /></Center>}
              {data && data.total === 0 && <Text c="dimmed">{t('noResults')}</Text>}
              {data && (
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none', opacity: result.isPlaceholderData ? 0.6 : 1 }}>
                  {data.items.map((p) => <PartRow key={p.sku} part={p} />)}
                </Stack>
              )}
              {pages > 1 && (
                <Pagination
                  total={pages} value={state.page} size="sm" siblings={1} aria-label={t('pagination')}
                  onChange={(page) => { go({ ...state, page }); window.scrollTo({ top: 0 }); }}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <Drawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('facets.title')} position="left" size="85%" hiddenFrom="md">
        {facets}
      </Drawer>
    </Container>
  );
}

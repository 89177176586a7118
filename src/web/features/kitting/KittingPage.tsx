// The kitting pages /kitting-service and /grove-kitting-service (issue 13; spec services §2 "Kitting with sections:
// kit quantity, box contents, package, special requirements"). Box contents come from the parts library (a search
// picker over GET /opl/search), the customer's PCB items in the cart and printed material they upload; the box is a
// standard case or a customized size, with an optional sticker. Each part's name links to its product page (new tab). The estimate is the server's (POST
// /v1/kitting/price, the engine the cart uses) with the problems that block the cart; adding sends the same values.
import { useMemo, useState } from 'react';
import {
  ActionIcon, Alert, Badge, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultKitValues, isGroveModule, KIT_REQUIREMENTS_MAX, type KitService, type KitValues } from '../../../shared/rules/kitting';
import { defaultKittingTables } from '../../../shared/pricing/kitting';
import type { QuoteProblem } from '../../../shared/contracts/quote';
import type { OplPartSummary } from '../../../shared/contracts/opl';
import { partProductPath } from '../../../shared/product-slug';
import { call, upload } from '../../api/client';
import { edition } from '../../edition';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { useSession } from '../../session/session';
import { AddToCart } from '../order/AddToCart';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { OrderLayout } from '../order/OrderLayout';
import { useFailureText, useKeyText } from '../order/text';
import { FilePick } from './FilePick';
import { BoardRow } from './BoardRow';
import { PartPageLink } from './PartPageLink';

const MIN_SETS = defaultKittingTables.minSets;
/** The Japanese edition ships to Japan; elsewhere the server's default destination. */
const COUNTRY = edition === 'jp' ? 'JP' : undefined;

interface PartInfo {
  mpn: string;
  package: string | null;
  grove: boolean;
  /** The part's product page, which its name in the list links to (issue 14). */
  path: string;
}

export const KittingPage = ({ service }: { service: KitService }) => {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const failureText = useFailureText();
  const { format, formatMicros } = useCurrency();
  const { user } = useSession();
  usePageTitle(t(`kittingPage.title.${service}`));

  const [values, setValues] = useState<KitValues>(() => defaultKitValues(service));
  const [names, setNames] = useState<Record<string, PartInfo>>({});
  const [files, setFiles] = useState<Record<string, string>>({});
  const [q, setQ] = useState('');
  const [groveOnly, setGroveOnly] = useState(service === 'grove');
  const [error, setError] = useState<string | null>(null);
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  const set = <K extends keyof KitValues>(key: K, value: KitValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const [query] = useDebouncedValue(groveOnly ? `Grove ${q}`.trim() : q.trim(), 250);
  const search = useQuery({
    queryKey: ['kitting', 'opl', query],
    queryFn: ({ signal }) => call('GET /opl/search', { query: { q: query, size: 8, facets: '0' } }, { signal }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const pcbs = useQuery({
    queryKey: ['kitting', 'pcbs', user?.uid],
    queryFn: ({ signal }) => call('GET /v1/kitting/pcbs', {}, { signal }),
    enabled: !!user,
  });
  const price = useQuery({
    queryKey: ['kitting', 'price', JSON.stringify(values)],
    queryFn: ({ signal }) => call('POST /v1/kitting/price', { body: { values, ...(COUNTRY ? { country: COUNTRY } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const problems: QuoteProblem[] = price.data?.problems ?? [];
  const problemText = (p: QuoteProblem) => tx(p.key, p.params);
  const problemOf = (field: string) => {
    const p = problems.find((x) => x.field === field || x.field.startsWith(`${field}.`));
    return p ? problemText(p) : undefined;
  };
  const blocking = problems.length > 0 || !price.data || price.isPlaceholderData;
  const body = blocking ? null : { values, ...(COUNTRY ? { country: COUNTRY } : {}) };

  const inKit = useMemo(() => new Set(values.items.map((i) => i.sku)), [values.items]);
  const addPart = (p: OplPartSummary) => {
    setNames((n) => ({ ...n, [p.sku]: { mpn: p.mpn, package: p.package, grove: isGroveModule(p), path: partProductPath(p) } }));
    set('items', [...values.items, { sku: p.sku, quantity: 1 }]);
  };

  const uploadTo = async (url: 'POST /v1/kitting/printing' | 'POST /v1/kitting/sticker', file: File): Promise<{ file_id: string; name: string } | null> => {
    if (!user) {
      setLoginFor('upload');
      return null;
    }
    setError(null);
    try {
      const f = await upload(url, { fields: {}, file, fileName: file.name });
      setFiles((m) => ({ ...m, [f.file_id]: f.name }));
      return f;
    } catch (err) {
      setError(failureText(err));
      return null;
    }
  };

  const quantity = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">{t('kittingPage.sections.quantity')}</Title>
        <NumberInput label={t('kittingPage.sets')} description={t('kittingPage.setsHint', { min: MIN_SETS })} value={values.sets} min={1} max={defaultKittingTables.maxSets}
          allowDecimal={false} w={220} onChange={(v) => set('sets', Number(v) || 0)} error={problemOf('sets')} data-testid="kit-sets" />
        {price.data?.max_sets != null && <Text size="xs" c="dimmed">{t('kittingPage.maxSets', { max: price.data.max_sets })}</Text>}
      </Stack>
    </Paper>
  );

  const contents = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('kittingPage.sections.contents')}</Title>
        <Group align="end">
          <TextInput label={t('kittingPage.search.label')} placeholder={t('kittingPage.search.placeholder')} value={q} onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: 1 }} data-testid="kit-search" />
          <Checkbox label={t('kittingPage.search.groveOnly')} checked={groveOnly} onChange={(e) => setGroveOnly(e.currentTarget.checked)} mb={8} />
        </Group>
        {query !== '' && search.data && (
          <Stack gap={4} data-testid="kit-results">
            {search.data.items.length === 0 && <Text size="sm" c="dimmed">{t('kittingPage.search.none')}</Text>}
            {search.data.items.map((p) => (
              <Group key={p.sku} justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <PartPageLink name={p.mpn} path={partProductPath(p)} />
                    {isGroveModule(p) && <Badge size="xs" color="teal">{t('kittingPage.search.grove')}</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">{p.sku} · {p.package ?? ''} · {t('kittingPage.search.stock', { stock: p.stock })}{p.unit_price ? ` · ${formatMicros(BigInt(p.unit_price))}` : ''}</Text>
                </Stack>
                <Button size="xs" variant="light" disabled={inKit.has(p.sku)} onClick={() => addPart(p)} data-testid={`kit-add-${p.sku}`}>
                  {inKit.has(p.sku) ? t('kittingPage.search.added') : t('kittingPage.search.add')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {problemOf('items') && <Alert color="red" data-testid="kit-items-problem">{problemOf('items')}</Alert>}
        <Table verticalSpacing={4} data-testid="kit-contents">
          <Table.Thead>
            <Table.Tr><Table.Th>{t('kittingPage.table.part')}</Table.Th><Table.Th>{t('kittingPage.table.perSet')}</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.items.length === 0 && (
              <Table.Tr><Table.Td colSpan={3}><Text size="sm" c="dimmed">{t('kittingPage.table.empty')}</Text></Table.Td></Table.Tr>
            )}
            {values.items.map((it, i) => {
              const read = price.data?.items.find((p) => p.sku === it.sku);
              const name = names[it.sku]?.mpn ?? read?.mpn ?? it.sku;
              const rowProblem = problems.find((p) => p.field.startsWith(`items.${i}.`));
              return (
                <Table.Tr key={it.sku}>
                  <Table.Td>
                    <PartPageLink name={name} path={names[it.sku]?.path ?? read?.product_path} />
                    <Text size="xs" c="dimmed">{it.sku}</Text>
                    {rowProblem && <Text size="xs" c="red.7" role="alert">{problemText(rowProblem)}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput size="xs" w={90} min={1} max={defaultKittingTables.maxPerSet} allowDecimal={false} value={it.quantity} aria-label={t('kittingPage.table.quantityLabel', { name })}
                      onChange={(v) => set('items', values.items.map((x, j) => (j === i ? { ...x, quantity: Math.max(1, Number(v) || 1) } : x)))} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('kittingPage.table.removeLabel', { name })} onClick={() => set('items', values.items.filter((_, j) => j !== i))}>×</ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>

        <Title order={3} fz="md">{t('kittingPage.pcbs.title')}</Title>
        <Text size="xs" c="dimmed">{user ? t('kittingPage.pcbs.hint') : t('kittingPage.pcbs.signIn')}</Text>
        {user && pcbs.data?.items.length === 0 && <Text size="sm" c="dimmed">{t('kittingPage.pcbs.none')}</Text>}
        {pcbs.data?.items.map((b) => {
          const at = values.pcbs.findIndex((p) => p.cart_item_id === b.cart_item_id);
          return (
            <BoardRow key={b.cart_item_id} label={t('kittingPage.pcbs.board', { name: b.file_name ?? b.name, width: b.width, height: b.height })}
              quantity={values.pcbs[at]?.quantity}
              onAdd={() => set('pcbs', [...values.pcbs, { cart_item_id: b.cart_item_id, quantity: 1 }])}
              onQuantity={(n) => set('pcbs', values.pcbs.map((p, j) => (j === at ? { ...p, quantity: n } : p)))}
              onRemove={() => set('pcbs', values.pcbs.filter((_, j) => j !== at))} />
          );
        })}
        {user && (pcbs.data?.projects.length ?? 0) > 0 && <Text size="xs" c="dimmed">{t('kittingPage.pcbs.galleryHint')}</Text>}
        {pcbs.data?.projects.map((b) => {
          const at = values.gallery_pcbs.findIndex((p) => p.project_id === b.project_id);
          const cost = b.unit_price === null ? t('kittingPage.pcbs.galleryUnpriced') : t('kittingPage.pcbs.perBoard', { price: format(BigInt(b.unit_price)) });
          return (
            <BoardRow key={`g${b.project_id}`} testId={`kit-gallery-${b.project_id}`}
              label={t(b.own ? 'kittingPage.pcbs.galleryOwn' : 'kittingPage.pcbs.gallery', { name: b.name, width: b.width, height: b.height, price: cost })}
              quantity={values.gallery_pcbs[at]?.quantity}
              onAdd={() => set('gallery_pcbs', [...values.gallery_pcbs, { project_id: b.project_id, quantity: 1 }])}
              onQuantity={(n) => set('gallery_pcbs', values.gallery_pcbs.map((p, j) => (j === at ? { ...p, quantity: n } : p)))}
              onRemove={() => set('gallery_pcbs', values.gallery_pcbs.filter((_, j) => j !== at))} />
          );
        })}

        <Title order={3} fz="md">{t('kittingPage.printing.title')}</Title>
        <Text size="xs" c="dimmed">{t('kittingPage.printing.hint')}</Text>
        {values.printing.map((p, i) => (
          <Group key={i} align="end">
            <Text size="sm" w={90}>{t(`kittingPage.printing.${p.kind}`)}</Text>
            {p.kind === 'manual' && (
              <NumberInput size="xs" w={90} label={t('kittingPage.printing.pages')} min={1} max={500} allowDecimal={false} value={p.pages}
                onChange={(v) => set('printing', values.printing.map((x, j) => (j === i ? { ...x, pages: Math.max(1, Number(v) || 1) } : x)))} />
            )}
            <FilePick label={t('kittingPage.printing.upload')} accept=".pdf,.png,.jpg,.jpeg" testId={`kit-print-input-${i}`}
              onFile={async (file) => {
                const f = await uploadTo('POST /v1/kitting/printing', file);
                if (f) setValues((v) => ({ ...v, printing: v.printing.map((x, j) => (j === i ? { ...x, file_id: f.file_id } : x)) }));
              }} />
            <Text size="xs" c={p.file_id ? undefined : 'dimmed'}>{p.file_id ? files[p.file_id] : t('kittingPage.printing.needsFile')}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={t('kittingPage.table.remove')} onClick={() => set('printing', values.printing.filter((_, j) => j !== i))}>×</ActionIcon>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => set('printing', [...values.printing, { kind: 'card', pages: 1, file_id: null }])}>{t('kittingPage.printing.addCard')}</Button>
          <Button size="xs" variant="default" onClick={() => set('printing', [...values.printing, { kind: 'manual', pages: 4, file_id: null }])}>{t('kittingPage.printing.addManual')}</Button>
        </Group>
      </Stack>
    </Paper>
  );

  const fit = price.data?.fit;
  const pkg = values.package;
  const packaging = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('kittingPage.sections.package')}</Title>
        <SegmentedControl value={pkg.type} onChange={(v) => set('package', { ...pkg, type: v as KitValues['package']['type'] })} data-testid="kit-package"
          data={(['M', 'L', 'custom'] as const).map((k) => ({ value: k, label: t(`kittingPage.package.${k}`) }))} />
        {pkg.type === 'custom' && (
          <SimpleGrid cols={3}>
            {(['length_mm', 'width_mm', 'height_mm'] as const).map((k) => (
              <NumberInput key={k} label={t(`kittingPage.package.${k.replace('_mm', '') as 'length' | 'width' | 'height'}`)} min={defaultKittingTables.customBox.minMm}
                max={defaultKittingTables.customBox.maxMm} allowDecimal={false} value={pkg[k]} onChange={(v) => set('package', { ...pkg, [k]: Number(v) || 0 })} />
            ))}
          </SimpleGrid>
        )}
        {problemOf('package') && <Text size="sm" c="red.7" role="alert">{problemOf('package')}</Text>}
        {fit && (
          <Text size="sm" c={fit.fits ? 'teal.8' : 'red.7'} data-testid="kit-fit">
            {t(fit.fits ? 'kittingPage.package.fits' : 'kittingPage.package.tooSmall', { content: fit.content_cm3, usable: fit.usable_cm3 })}
          </Text>
        )}
        <Checkbox label={t('kittingPage.package.sticker')} checked={values.sticker} onChange={(e) => set('sticker', e.currentTarget.checked)} data-testid="kit-sticker" />
        {values.sticker && (
          <Group>
            <FilePick label={t('kittingPage.package.stickerUpload')} accept=".jpg,.jpeg,.png" testId="kit-sticker-input"
              onFile={async (file) => {
                const f = await uploadTo('POST /v1/kitting/sticker', file);
                if (f) set('sticker_id', f.file_id);
              }} />
            <Text size="xs" c="dimmed" data-testid="kit-sticker-name">{values.sticker_id ? files[values.sticker_id] : t('kittingPage.package.stickerHint')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );

  const requirements = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">{t('kittingPage.sections.requirements')}</Title>
        <Textarea label={t('kittingPage.requirements.label')} placeholder={t('kittingPage.requirements.placeholder')} value={values.requirements} maxLength={KIT_REQUIREMENTS_MAX}
          rows={3} onChange={(e) => set('requirements', e.currentTarget.value)} error={problemOf('requirements')} />
        {error && <Alert color="red" role="alert">{error}</Alert>}
      </Stack>
    </Paper>
  );

  const d = price.data;
  const aside = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t('kittingPage.price.title')}</Title>
        {price.isPending && <Text size="sm">{t('kittingPage.price.calculating')}</Text>}
        {d && (
          <Stack gap={2} data-testid="kit-price">
            {d.lines.map((l) => (
              <Group key={l.key} justify="space-between"><Text size="sm">{tx(`line.${l.key}`)}</Text><Text size="sm">{format(BigInt(l.amount))}</Text></Group>
            ))}
            <Group justify="space-between"><Text fw={500}>{t('kittingPage.price.subtotal')}</Text><Text fw={500} data-testid="kit-subtotal">{format(BigInt(d.subtotal))}</Text></Group>
            <Group justify="space-between"><Text size="xs" c="dimmed">{t('kittingPage.price.perSet')}</Text><Text size="xs" c="dimmed">{format(BigInt(d.per_set))}</Text></Group>
            <Group justify="space-between">
              <Text size="sm">{t('kittingPage.price.shipping')}</Text>
              <Text size="sm">{d.shipping ? `${format(BigInt(d.shipping.cost))} (${t('kittingPage.price.shippingDays', d.shipping.days)})` : d.shipping_problem ? tx(d.shipping_problem) : ''}</Text>
            </Group>
            <Group justify="space-between"><Text fw={700}>{t('kittingPage.price.total')}</Text><Text fw={700} fz="xl" data-testid="kit-total">{format(BigInt(d.total))}</Text></Group>
            <Text size="sm">{t('kittingPage.price.days', { days: d.build_days })}</Text>
          </Stack>
        )}
        {problems.length > 0 && (
          <Alert color="yellow" data-testid="kit-problems">
            <Text size="sm">{t('kittingPage.price.fix')}</Text>
            {problems.map((p, i) => <Text key={i} size="xs">{problemText(p)}</Text>)}
          </Alert>
        )}
        <AddToCart body={body} send={(b) => call('POST /v1/cart/add-kitting', { body: b })} onNeedLogin={() => setLoginFor('cart')} />
      </Stack>
    </Paper>
  );

  return (
    <>
      <OrderLayout title={t(`kittingPage.title.${service}`)} lead={t(`kittingPage.lead.${service}`)} main={<>{quantity}{contents}{packaging}{requirements}</>} aside={aside} />
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </>
  );
};

// A product page (issue 14; docs/opl.md "Product pages"): a parts-library part with its price tiers, stock and an
// add to cart that the server prices (a kit also lists its box contents, each catalogue module linking to its own
// page), or a customized payment product (455, 1633) explaining how it is paid. The slug is cosmetic: a wrong one is
// replaced by the right one; an unknown id shows the not-found page.
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Anchor, Badge, Container, Grid, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/contracts/product';
import { PART_QUANTITY_MAX } from '../../../shared/contracts/product';
import { productPath } from '../../../shared/product-slug';
import { call } from '../../api/client';
import { usePageTitle } from '../../forms';
import NotFoundPage from '../../shell/NotFoundPage';
import { AddToCart } from '../order/AddToCart';
import { LoginDialog, type LoginReason } from '../order/LoginDialog';
import { PackageImage } from '../opl/PackageImage';
import { TierTable } from '../opl/TierTable';

type PartProduct = Extract<Product, { type: 'part' }>;

function PartView({ product }: { product: PartProduct }) {
  const { t } = useTranslation('opl');
  const p = product.part;
  const [quantity, setQuantity] = useState(1);
  const [loginFor, setLoginFor] = useState<LoginReason | null>(null);
  usePageTitle(`${p.mpn} · ${t('product.title')}`);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= Math.min(p.stock, PART_QUANTITY_MAX) && p.tiers.length > 0;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Paper withBorder radius="md" p="sm" style={{ display: 'flex', justifyContent: 'center' }}>
          <PackageImage family={p.package_family} size={220} label={t('part.imageAlt', { family: t(`families.${p.package_family}`) })} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>{p.mpn}</Title>
          {p.manufacturer && <Text c="dimmed">{p.manufacturer}</Text>}
          <Text>{p.description}</Text>
          <Badge variant="light" color={p.stock > 0 ? 'blue' : 'red'} tt="none">{p.stock > 0 ? t('stock', { n: p.stock.toLocaleString() }) : t('outOfStock')}</Badge>
          <TierTable tiers={p.tiers} />
          <NumberInput
            label={t('product.quantity')}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' ? v : Number(v) || 0)}
            min={1}
            max={Math.max(1, Math.min(p.stock, PART_QUANTITY_MAX))}
            allowDecimal={false}
            w={180}
            error={quantity > p.stock ? t('product.stockLimit', { n: p.stock.toLocaleString() }) : undefined}
          />
          <Text size="sm" c="dimmed">{t('product.serverPrice')}</Text>
          <div style={{ maxWidth: 320 }}>
            <AddToCart
              body={valid ? { part_id: product.id, quantity } : null}
              send={(b) => call('POST /v1/cart/add-part', { body: b })}
              onNeedLogin={() => setLoginFor('cart')}
            />
          </div>
          {product.contents.length > 0 && <KitContents lines={product.contents} />}
          <Anchor component={Link} to={`/opl/part/${encodeURIComponent(p.sku)}`} size="sm">{t('product.library')}</Anchor>
        </Stack>
      </Grid.Col>
      <LoginDialog reason={loginFor} onClose={() => setLoginFor(null)} />
    </Grid>
  );
}

/** A kit's box contents: each module of the catalogue links to its own product page. */
function KitContents({ lines }: { lines: PartProduct['contents'] }) {
  const { t } = useTranslation('opl');
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">{t('product.contents.title')}</Title>
      <Table verticalSpacing={4} maw={560} data-testid="kit-contents">
        <Table.Thead>
          <Table.Tr><Table.Th>{t('product.contents.item')}</Table.Th><Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>{t('product.contents.quantity')}</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.product_path ? <Anchor component={Link} to={l.product_path} size="sm">{l.name}</Anchor> : <Text size="sm">{l.name}</Text>}</Table.Td>
              <Table.Td ta="right"><Text size="sm">{l.quantity}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function PaymentView({ kind }: { kind: 'payment' | 'shipping' }) {
  const { t } = useTranslation('opl');
  usePageTitle(t(`product.${kind}.title`));
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1} size="h2">{t(`product.${kind}.title`)}</Title>
      <Text>{t(`product.${kind}.text`)}</Text>
      <Text>{t('product.paidFromCart')}</Text>
      <Anchor component={Link} to="/web/cart">{t('product.toCart')}</Anchor>
    </Stack>
  );
}

export function ProductPage({ slug, kind, id }: { slug: string; kind: 'p' | 'g'; id: number }) {
  const product = useQuery({
    queryKey: ['product', kind, id],
    queryFn: ({ signal }) => call('GET /product', { query: { kind, id } }, { signal }),
    retry: false,
  });
  if (product.isPending) return <Container size="lg" py="xl" />;
  if (product.isError) return <NotFoundPage />;
  const p = product.data;
  if (p.slug !== slug) return <Navigate to={productPath(p.slug, kind, id)} replace />;
  return (
    <Container size="lg" py="lg">
      {p.type === 'part' ? <PartView product={p} /> : <PaymentView kind={p.kind} />}
    </Container>
  );
}

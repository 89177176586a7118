// /opl/part/:sku: one part of the Open Parts Library (spec services §3: category, image, MPN, description,
// manufacturer, package, downloads, stock, tiered price, SKU, datasheet) with its specifications and the library
// download. The picture is the package family's drawing (the catalogue's photos are on the vendor's server).
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Breadcrumbs, Button, Container, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { partLibraryUrl, useOplPart } from './api';
import { PackageImage } from './PackageImage';
import { TierTable } from './TierTable';
import { partSlug, productPath } from '../../../shared/product-slug';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={500} c="dimmed">{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

export default function PartPage() {
  const { t } = useTranslation('opl');
  const sku = useParams().sku ?? '';
  const part = useOplPart(sku);
  usePageTitle(`${part.data?.mpn ?? sku} · ${t('title')}`);

  if (part.isPending) return <Container size="lg" py="xl" />;
  if (part.isError || !part.data) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Text>{t('part.notFound')}</Text>
          <Anchor component={Link} to="/opl">{t('part.back')}</Anchor>
        </Stack>
      </Container>
    );
  }
  const p = part.data;
  const family = t(`families.${p.package_family}`);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap' }}>
          <Anchor component={Link} to="/opl" size="sm">{t('title')}</Anchor>
          {p.parent_category && <Anchor component={Link} to={`/opl?category=${p.parent_category.id}`} size="sm">{p.parent_category.name}</Anchor>}
          <Anchor component={Link} to={`/opl?category=${p.category_id}`} size="sm">{p.category}</Anchor>
        </Breadcrumbs>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Paper withBorder radius="md" p="sm" style={{ display: 'flex', justifyContent: 'center' }}>
              <PackageImage family={p.package_family} size={220} label={t('part.imageAlt', { family })} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="xs">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>{p.mpn}</Title>
              {p.manufacturer && <Text c="dimmed">{p.manufacturer}</Text>}
              <Text>{p.description}</Text>
              <Group gap={6}>
                {p.package && <Badge variant="outline" color="gray" tt="none">{p.package}</Badge>}
                <Badge variant="light" color={p.library_type === 'extended' ? 'gray' : 'green'}>{t(`library.${p.library_type}`)}</Badge>
                <Badge variant="light" color={p.stock > 0 ? 'blue' : 'red'} tt="none">{p.stock > 0 ? t('stock', { n: p.stock.toLocaleString() }) : t('outOfStock')}</Badge>
              </Group>
              <Anchor component={Link} to={productPath(partSlug(p), 'p', p.part_id)} fw={500}>
                {t('product.buy')}
              </Anchor>
              <Group gap="xs" mt="xs">
                <Text size="sm" fw={500}>{t('download.label')}:</Text>
                <Button component="a" href={partLibraryUrl(p.sku, 'csv')} download size="xs" variant="light">{t('download.csv')}</Button>
                <Button component="a" href={partLibraryUrl(p.sku, 'kicad')} download size="xs" variant="light">{t('download.kicad')}</Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={2} size="h4" mb="xs">{t('part.attributes')}</Title>
            <Table withTableBorder striped>
              <Table.Tbody>
                <Fact label={t('part.mpn')}>{p.mpn}</Fact>
                {p.manufacturer && <Fact label={t('part.manufacturer')}>{p.manufacturer}</Fact>}
                <Fact label={t('part.sku')}>{p.sku}</Fact>
                <Fact label={t('part.category')}>{p.parent_category ? `${p.parent_category.name} / ${p.category}` : p.category}</Fact>
                {p.package && <Fact label={t('part.package')}>{p.package}</Fact>}
                <Fact label={t('part.libraryType')}>{t(`library.${p.library_type}`)}</Fact>
                <Fact label={t('part.datasheet')}>
                  {p.datasheet ? <Anchor href={p.datasheet} target="_blank" rel="noopener noreferrer">{t('part.openDatasheet')}</Anchor> : t('part.noDatasheet')}
                </Fact>
                {p.joints !== null && <Fact label={t('part.joints')}>{p.joints}</Fact>}
                <Fact label={t('part.downloads')}>{p.downloads.toLocaleString()}</Fact>
                {p.attributes.map((a) => <Fact key={a.name} label={a.name}>{a.value}</Fact>)}
              </Table.Tbody>
            </Table>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={2} size="h4" mb="xs">{t('part.prices')}</Title>
            <TierTable tiers={p.tiers} />
            <Text size="xs" c="dimmed" mt="xs">{t('part.libraryHelp')}</Text>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

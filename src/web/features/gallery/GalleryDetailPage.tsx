// A design's page (/gallery-detail/{id}, also /gallery-detail?id=): pictures, story (Markdown without raw HTML), BOM
// linked to the parts library, files by kind and attachments (downloads), links, the board's design details and preview, likes, comments, and "Order this
// board", which puts the same board with its Gerber into the viewer's cart (signed in; the server prices it again);
// its owner can mail a shared re-order link of the board (kind 'project', 7 days, one purchase).
import { Alert, Anchor, Badge, Box, Button, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { GalleryProject } from '../../../shared/contracts/gallery';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';
import { Markdown } from '../content/Markdown';
import { newRequestId } from '../order/api';
import { useGalleryProject, useLike, useOrderBoard } from './api';
import { Comments } from './Comments';
import { DesignDetails } from './DesignDetails';
import { tagLink } from './GalleryCard';
import { ProjectFileList } from './ProjectFileList';
import { fileSize } from './file-size';
import { ShareForm } from '../reviews/ShareForm';

const Actions = ({ p }: { p: GalleryProject }) => {
  const { t } = useTranslation('gallery');
  const { user } = useSession();
  const location = useLocation();
  const like = useLike(p.id);
  const order = useOrderBoard(p.id);
  const errorText = useErrorText();
  const failure = order.error instanceof ApiError ? errorText(order.error.key, order.error.message) : order.error ? errorText('errors.generic') : undefined;
  const login = loginPathFor(location.pathname + location.search);
  return (
    <Stack gap="xs">
      <Group>
        {p.design && (user
          ? <Button onClick={() => order.mutate(newRequestId())} loading={order.isPending} data-testid="gallery-order">{t('detail.order')}</Button>
          : <Button component={Link} to={login}>{t('detail.signInToOrder')}</Button>)}
        {user
          ? <Button variant={p.liked ? 'filled' : 'light'} color="pink" onClick={() => like.mutate()} loading={like.isPending} data-testid="gallery-like">{p.liked ? t('detail.liked') : t('detail.like')}</Button>
          : <Anchor component={Link} to={login} size="sm">{t('detail.signInToComment')}</Anchor>}
        <Text size="sm" c="dimmed" data-testid="gallery-likes">{t('detail.likes', { count: p.likes })}</Text>
        {p.is_owner && <Button component={Link} to={`/create-gallery?id=${p.id}`} variant="default">{t('detail.edit')}</Button>}
      </Group>
      {order.isSuccess && (
        <Alert color="green" data-testid="gallery-ordered">
          <Group gap="xs"><Text size="sm">{t('detail.ordered')}</Text><Anchor component={Link} to="/web/cart" size="sm">{t('detail.goToCart')}</Anchor></Group>
        </Alert>
      )}
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      {p.ordered_count !== null && <Text size="sm" data-testid="gallery-ordered-count">{t('detail.orderedCount', { count: p.ordered_count })}</Text>}
      {p.is_owner && p.design && <ShareForm source={{ project_id: p.id }} hint={t('detail.shareHint')} />}
    </Stack>
  );
};

const Project = ({ p }: { p: GalleryProject }) => {
  const { t } = useTranslation('gallery');
  const { user } = useSession();
  usePageTitle(p.name);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">{p.name}</Title>
        <Group gap="xs">
          <Anchor component={Link} to={`/gallery-user?author_id=${p.author_id}`} size="sm">{t('detail.by', { name: p.author_name })}</Anchor>
          {p.featured && <Badge color="yellow" variant="light">{t('list.featured')}</Badge>}
          {p.tags.map((tag) => <Badge key={tag} component={Link} to={tagLink(tag)} variant="outline" style={{ cursor: 'pointer' }}>{tag}</Badge>)}
        </Group>
        <Text>{p.intro}</Text>
      </Stack>
      {p.hidden && <Alert color="orange">{t('detail.hidden')}</Alert>}
      <Actions p={p} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={t('detail.pictures')}>
        {p.pictures.map((pic, i) => <Image key={pic.url} src={pic.url} alt={`${p.name} ${i + 1}`} radius="md" />)}
      </SimpleGrid>
      {p.design && <DesignDetails design={p.design} />}
      <Stack gap="xs">
        <Title order={2} fz="h4">{t('detail.story')}</Title>
        <Markdown>{p.story}</Markdown>
      </Stack>
      {p.bom.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h4">{t('detail.bom')}</Title>
          <Table withTableBorder>
            <Table.Thead><Table.Tr><Table.Th>{t('detail.part')}</Table.Th><Table.Th>{t('detail.quantity')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {p.bom.map((l, i) => (
                <Table.Tr key={`${l.name}-${i}`}>
                  <Table.Td>{l.sku ? <Anchor component={Link} to={`/opl/part/${encodeURIComponent(l.sku)}`} title={t('detail.inLibrary')}>{l.name}</Anchor> : l.name}</Table.Td>
                  <Table.Td>{l.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {p.files.length > 0 && <ProjectFileList files={p.files} />}
      {(p.attachments.length > 0 || p.marketplace_url) && (
        <Stack gap="xs" data-testid="gallery-attachments">
          <Title order={2} fz="h4">{t('detail.attachments')}</Title>
          {p.attachments.map((a, i) => (
            <Text key={`${a.url}-${i}`} size="sm">
              {a.file_id
                ? <><Anchor href={a.url} download aria-label={t('detail.download', { name: a.name })}>{a.name}</Anchor>{a.size !== null ? ` (${fileSize(a.size)})` : ''}</>
                : <Anchor href={a.url} target="_blank" rel="noopener noreferrer nofollow">{a.name}</Anchor>}
              {a.description ? ` — ${a.description}` : ''}
            </Text>
          ))}
          {p.marketplace_url && <Anchor href={p.marketplace_url} target="_blank" rel="noopener noreferrer nofollow" size="sm">{t('detail.marketplace')}</Anchor>}
        </Stack>
      )}
      <Comments projectId={p.id} comments={p.comments} signedIn={!!user} />
    </Stack>
  );
};

export default function GalleryDetailPage() {
  const { t } = useTranslation('gallery');
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id')) || 0;
  const project = useGalleryProject(id);
  // the shop's page width, like the other public pages
  const frame = (page: ReactNode) => <Box maw={1100} mx="auto" my="xl" px="md">{page}</Box>;
  if (project.data) return frame(<Project p={project.data} />);
  if (project.isError || id === 0) return frame(<NotFound text={t('detail.notFound')} title={t('detail.title')} />);
  return null;
}

const NotFound = ({ text, title }: { text: string; title: string }) => {
  const { t } = useTranslation('gallery');
  usePageTitle(title);
  return (
    <Stack>
      <Text data-testid="gallery-not-found">{text}</Text>
      <Anchor component={Link} to="/gallery-index">{t('nav.index')}</Anchor>
    </Stack>
  );
};

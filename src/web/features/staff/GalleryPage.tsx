// The design gallery's moderation (/staff/gallery, action 'gallery.moderate'; issue 14): every design with its
// state and the two actions (feature or unfeature, hide or show again), and the comments waiting for approval.
// Each action is an audit row; featuring and hiding mail the author, approving mails the commenter.
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { useSave } from './content/api';
import { dateTime } from './format';
import { ListState } from './ListState';

const KEY = [...STAFF_KEY, 'gallery'] as const;
const SHOP_GALLERY = ['gallery'] as const;

export const GalleryPage = () => {
  const { t } = useTranslation('staff');
  const queue = useQuery({ queryKey: KEY, queryFn: () => call('GET /v1/staff/gallery', { query: { page: 1, page_size: 100 } }) });
  const { busy, run } = useSave([KEY, SHOP_GALLERY]);
  const project = (id: number, change: { featured?: boolean; hidden?: boolean }) =>
    void run(() => call('POST /v1/staff/gallery/project', { body: { id, ...change } }), t('gallery.done'));
  const comment = (id: number, decision: 'approved' | 'rejected') =>
    void run(() => call('POST /v1/staff/gallery/comment', { body: { id, decision } }), t('gallery.done'));
  const data = queue.data;
  return (
    <Stack>
      <Title order={2}>{t('gallery.title')}</Title>
      <Text size="sm" c="dimmed">{t('gallery.intro')}</Text>
      <ListState pending={queue.isPending} error={queue.isError} empty={false} onRetry={() => void queue.refetch()} />
      <Title order={3} fz="h4">{t('gallery.comments')}</Title>
      {data?.comments.length === 0 && <Text size="sm" c="dimmed">{t('gallery.noComments')}</Text>}
      {data?.comments.map((c) => (
        <Card key={c.id} withBorder padding="xs" data-testid={`staff-gallery-comment-${c.id}`}>
          <Text size="xs" c="dimmed">{t('gallery.onProject', { name: c.project_name })} · {c.author_name} · {dateTime(c.created_at)}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.body}</Text>
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => comment(c.id, 'approved')} loading={busy}>{t('gallery.approve')}</Button>
            <Button size="xs" variant="default" onClick={() => comment(c.id, 'rejected')} loading={busy}>{t('gallery.reject')}</Button>
          </Group>
        </Card>
      ))}
      <Title order={3} fz="h4">{t('gallery.projects')}</Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gallery.name')}</Table.Th><Table.Th>{t('gallery.author')}</Table.Th><Table.Th>{t('gallery.share')}</Table.Th>
            <Table.Th>{t('gallery.state')}</Table.Th><Table.Th>{t('gallery.likes')}</Table.Th><Table.Th>{t('gallery.ordered')}</Table.Th><Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.projects.map((p) => (
            <Table.Tr key={p.id} data-testid={`staff-gallery-project-${p.id}`}>
              <Table.Td><Anchor href={`/gallery-detail/${p.id}`} target="_blank" rel="noopener">{p.name}</Anchor></Table.Td>
              <Table.Td>{p.author_name}</Table.Td>
              <Table.Td>{t(`gallery.share_types.${p.share_type}`)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.featured && <Badge color="yellow" variant="light">{t('gallery.featured')}</Badge>}
                  {p.hidden && <Badge color="red" variant="light">{t('gallery.hidden')}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>{p.likes}</Table.Td>
              <Table.Td>{p.ordered_count}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => project(p.id, { featured: !p.featured })} loading={busy}>{p.featured ? t('gallery.unfeature') : t('gallery.feature')}</Button>
                  <Button size="xs" variant="default" onClick={() => project(p.id, { hidden: !p.hidden })} loading={busy}>{p.hidden ? t('gallery.show') : t('gallery.hide')}</Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};

// The account's designs (/web/user/gallery): every project of the customer with its share type, whether staff
// hid it, and how many times others ordered its board.
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useMyGallery } from './api';
import { detailLink } from './GalleryCard';

export default function MyGalleryPage() {
  const { t } = useTranslation('gallery');
  usePageTitle(t('mine.title'));
  const mine = useMyGallery();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('mine.title')}</Title>
        <Button component={Link} to="/create-gallery">{t('mine.create')}</Button>
      </Group>
      <Text size="sm" c="dimmed">{t('mine.intro')}</Text>
      {mine.data?.list.length === 0 && <Text data-testid="gallery-empty">{t('mine.empty')}</Text>}
      {mine.data?.list.map((p) => (
        <Card key={p.id} withBorder padding="sm" data-testid={`my-gallery-${p.id}`}>
          <Group justify="space-between">
            <Anchor component={Link} to={detailLink(p.id)} fw={700}>{p.name}</Anchor>
            <Group gap={4}>
              <Badge variant="light">{t(`mine.share.${p.share_type}`)}</Badge>
              {p.hidden && <Badge color="red" variant="light">{t('mine.hidden')}</Badge>}
            </Group>
          </Group>
          <Text size="sm" data-testid="my-gallery-ordered">{t('mine.orderedCount', { count: p.ordered_count })}</Text>
        </Card>
      ))}
    </Stack>
  );
}

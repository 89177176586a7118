// One design on a gallery list: cover, name, introduction, tags (each filters the list), author and likes.
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GalleryCard as Card_ } from '../../../shared/contracts/gallery';

export const tagLink = (tag: string): string => `/gallery-index?tag=${encodeURIComponent(tag)}`;
export const detailLink = (id: number): string => `/gallery-detail/${id}`;

export const GalleryCard = ({ card }: { card: Card_ }) => {
  const { t } = useTranslation('gallery');
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`gallery-card-${card.id}`}>
      {card.cover_url && (
        <Card.Section>
          <Image src={card.cover_url} alt={card.name} h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={detailLink(card.id)} fw={700} lineClamp={2}>{card.name}</Anchor>
        <Text size="sm" c="dimmed" lineClamp={3}>{card.intro}</Text>
        <Group gap={4}>
          {card.featured && <Badge color="yellow" variant="light">{t('list.featured')}</Badge>}
          {card.tags.map((tag) => (
            <Badge key={tag} component={Link} to={tagLink(tag)} variant="outline" style={{ cursor: 'pointer' }}>{tag}</Badge>
          ))}
        </Group>
        <Group justify="space-between">
          <Anchor component={Link} to={`/gallery-user?author_id=${card.author_id}`} size="sm">{card.author_name}</Anchor>
          <Text size="sm" c="dimmed">{t('list.likes', { count: card.likes })}</Text>
        </Group>
      </Stack>
    </Card>
  );
};

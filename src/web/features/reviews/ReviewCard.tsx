// One review as the shop shows it (home page, list, detail): stars, the three category scores, the author (first name
// and initial, family name first in Japanese; nobody when anonymous), the item, the text and the pictures.
import { Anchor, Badge, Card, Group, Image, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../shared/contracts/reviews';
import { shortDate } from './dates';

const Score = ({ label, value }: { label: string; value: number }) => {
  const { t } = useTranslation('reviews');
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">{label}</Text>
      <Rating value={value} readOnly size="xs" aria-label={`${label}: ${t('card.stars', { count: value })}`} />
    </Group>
  );
};

export const ReviewCard = ({ r, link, full }: { r: Review; link?: boolean; full?: boolean }) => {
  const { t, i18n } = useTranslation('reviews');
  const author = r.author ? t('card.author', { first: r.author.first_name, initial: r.author.last_initial }) : t('card.anonymous');
  return (
    <Card withBorder radius="md" data-testid={`review-${r.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Rating value={r.rating} readOnly aria-label={t('card.stars', { count: r.rating })} />
          <Text size="xs" c="dimmed">{shortDate(r.created_at, i18n.language)}</Text>
        </Group>
        <Text fw={600} size="sm">{author} · {r.product_name}</Text>
        <Group gap="md" wrap="wrap">
          <Score label={t('form.shipping')} value={r.shipping_score} />
          <Score label={t('form.service')} value={r.service_score} />
          <Score label={t('form.ordering')} value={r.ordering_score} />
        </Group>
        {r.auto && <Badge variant="light" color="gray" w="fit-content">{t('card.auto')}</Badge>}
        {r.content && <Text size="sm" lineClamp={full ? undefined : 4} style={{ whiteSpace: 'pre-wrap' }} data-testid="review-content">{r.content}</Text>}
        {r.pictures.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {r.pictures.map((src, n) => <Image key={src} src={src} alt={t('card.picture', { n: n + 1 })} radius="sm" h={full ? 160 : 72} fit="cover" />)}
          </SimpleGrid>
        )}
        {link && <Anchor component={Link} to={`/home-review-detail?id=${r.id}`} size="sm">{t('list.more')}</Anchor>}
      </Stack>
    </Card>
  );
};

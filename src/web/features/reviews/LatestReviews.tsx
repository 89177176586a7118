// The home page's latest reviews (spec platform §7: POST /help/get-home with limit 10). Nothing is shown while there
// are none, or when the call fails (spec platform §8: other failures are silent).
import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHomeReviews } from './api';
import { ReviewCard } from './ReviewCard';

export const LatestReviews = () => {
  const { t } = useTranslation('reviews');
  const home = useHomeReviews();
  const list = home.data?.reviews ?? [];
  if (list.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('home.title')} my="xl" data-testid="home-reviews">
      <Group justify="space-between">
        <Title order={2}>{t('home.title')}</Title>
        <Anchor component={Link} to="/home-review-list">{t('home.all')}</Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.map((r) => <ReviewCard key={r.id} r={r} link />)}
      </SimpleGrid>
    </Stack>
  );
};

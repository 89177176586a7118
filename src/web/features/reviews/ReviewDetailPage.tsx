// home-review-detail?id= (spec platform §2): one listed review with its pictures at full width.
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useReview } from './api';
import { ReviewCard } from './ReviewCard';

export default function ReviewDetailPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('detail.title'));
  const id = Number(useSearchParams()[0].get('id'));
  const review = useReview(Number.isInteger(id) ? id : 0);
  return (
    <Stack maw={800} mx="auto" my="xl" px="md">
      <Anchor component={Link} to="/home-review-list">{t('detail.back')}</Anchor>
      <Title order={1}>{t('detail.title')}</Title>
      {review.isLoading && <Loader aria-label={t('loading', { ns: 'common' })} />}
      {(review.isError || !(id > 0)) && <Alert color="gray">{t('detail.missing')}</Alert>}
      {review.data && <ReviewCard r={review.data} full />}
    </Stack>
  );
}

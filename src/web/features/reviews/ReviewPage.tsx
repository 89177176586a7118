// The review form /review (spec services §1 "Review": order number, sku, rating, the category scores shipping,
// customer service and ordering experience, pictures, anonymous flag). The order page links here with the order
// number and sku filled in; the server decides who may review what (the buyer, after delivery, once per item).
import { Alert, Anchor, Button, Checkbox, CloseButton, FileButton, Group, Image, Input, Rating, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_CONTENT_MAX, REVIEW_PICTURES_MAX, type Review } from '../../../shared/contracts/reviews';
import { ApiError, upload } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { useFileSend } from '../../forms/use-file-send';
import { useSendReview } from './api';
import { ReviewCard } from './ReviewCard';

type Scores = { rating: number; shipping_score: number; service_score: number; ordering_score: number };
const SCORE_FIELDS = [['rating', 'form.rating'], ['shipping_score', 'form.shipping'], ['service_score', 'form.service'], ['ordering_score', 'form.ordering']] as const;

const PictureField = ({ pictures, onChange }: { pictures: { id: string; url: string }[]; onChange(p: { id: string; url: string }[]): void }) => {
  const { t } = useTranslation('reviews');
  const { busy, problem, pick: send } = useFileSend(async (file) => {
    onChange([...pictures, await upload('POST /v1/review/pictures', { fields: {}, file, fileName: file.name })]);
  });
  return (
    <Input.Wrapper label={t('form.pictures')} description={t('form.picturesHint')} error={problem}>
      <Group gap="xs" mt={4}>
        {pictures.map((p, n) => (
          <Stack key={p.id} gap={0} align="center">
            <Image src={p.url} alt={t('card.picture', { n: n + 1 })} w={72} h={72} fit="cover" radius="sm" data-testid="review-picture-preview" />
            <CloseButton size="sm" aria-label={t('form.removePicture', { n: n + 1 })} onClick={() => onChange(pictures.filter((x) => x.id !== p.id))} />
          </Stack>
        ))}
        {pictures.length < REVIEW_PICTURES_MAX && (
          <FileButton onChange={(f) => void send(f)} accept="image/jpeg,image/png">
            {(props) => <Button {...props} variant="default" size="xs" loading={busy} data-testid="review-picture-button">{t('form.addPicture')}</Button>}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
};

export default function ReviewPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('form.title'));
  const [params] = useSearchParams();
  const [orderNo, setOrderNo] = useState(params.get('order_no') ?? '');
  const [sku, setSku] = useState(params.get('sku') ?? '');
  const [scores, setScores] = useState<Scores>({ rating: 5, shipping_score: 5, service_score: 5, ordering_score: 5 });
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [pictures, setPictures] = useState<{ id: string; url: string }[]>([]);
  const [sent, setSent] = useState<Review | null>(null);
  const send = useSendReview();
  const errorText = useErrorText();
  const err = send.error instanceof ApiError ? send.error : undefined;
  const field = (name: string) => (err?.fields?.[name] ? errorText(err.fields[name]) : undefined);
  const failure = send.error ? (err ? errorText(err.key, err.message) : errorText('errors.generic')) : undefined;

  if (sent) {
    return (
      <Stack maw={720} mx="auto" my="xl">
        <Title order={1}>{t('form.title')}</Title>
        <Alert color="green" role="status">{t('form.sent')}</Alert>
        <ReviewCard r={sent} full />
        <Anchor component={Link} to="/home-review-list">{t('form.seeAll')}</Anchor>
      </Stack>
    );
  }
  return (
    <Stack maw={720} mx="auto" my="xl" component="form" onSubmit={(e: React.FormEvent) => {
      e.preventDefault();
      send.mutate({ order_no: orderNo, sku, ...scores, content, anonymous, picture_ids: pictures.map((p) => p.id) }, { onSuccess: setSent });
    }}>
      <Title order={1}>{t('form.title')}</Title>
      <Text c="dimmed">{t('form.intro')}</Text>
      <Group grow align="flex-start">
        <TextInput label={t('form.orderNo')} required value={orderNo} onChange={(e) => setOrderNo(e.currentTarget.value)} error={field('order_no')} />
        <TextInput label={t('form.sku')} required value={sku} onChange={(e) => setSku(e.currentTarget.value)} error={field('sku')} />
      </Group>
      {SCORE_FIELDS.map(([name, label]) => (
        <Input.Wrapper key={name} label={t(label)} error={field(name)}>
          <Rating value={scores[name]} onChange={(v) => setScores({ ...scores, [name]: v })} aria-label={t(label)} data-testid={`review-${name}`} />
        </Input.Wrapper>
      ))}
      <Textarea label={t('form.content')} rows={5} maxLength={REVIEW_CONTENT_MAX} value={content} onChange={(e) => setContent(e.currentTarget.value)} error={field('content')} />
      <PictureField pictures={pictures} onChange={setPictures} />
      <Checkbox label={t('form.anonymous')} checked={anonymous} onChange={(e) => setAnonymous(e.currentTarget.checked)} />
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      <Group>
        <Button type="submit" loading={send.isPending}>{t('form.submit')}</Button>
      </Group>
    </Stack>
  );
}

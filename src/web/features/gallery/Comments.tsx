// A project's comments: the approved ones, the viewer's own still waiting for staff, and the form to add one.
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryComment } from '../../../shared/contracts/gallery';
import { GALLERY_LIMITS } from '../../../shared/contracts/gallery';
import { useComment } from './api';

export const Comments = ({ projectId, comments, signedIn }: { projectId: number; comments: GalleryComment[]; signedIn: boolean }) => {
  const { t } = useTranslation('gallery');
  const [body, setBody] = useState('');
  const send = useComment(projectId);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">{t('detail.comments')}</Title>
      {comments.length === 0 && <Text c="dimmed" size="sm">{t('detail.noComments')}</Text>}
      {comments.map((c) => (
        <Card key={c.id} withBorder padding="xs" data-testid="gallery-comment">
          <Group justify="space-between">
            <Text fw={600} size="sm">{c.author_name}</Text>
            {c.status === 'pending' && <Badge color="orange" variant="light">{t('detail.pending')}</Badge>}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.body}</Text>
        </Card>
      ))}
      {signedIn && (
        <form onSubmit={(e) => { e.preventDefault(); if (body.trim()) send.mutate(body.trim(), { onSuccess: () => setBody('') }); }}>
          <Stack gap="xs">
            <Textarea label={t('detail.comment')} value={body} onChange={(e) => setBody(e.currentTarget.value)} maxLength={GALLERY_LIMITS.commentMax} autosize minRows={2} />
            <Group><Button type="submit" loading={send.isPending} disabled={!body.trim()}>{t('detail.send')}</Button></Group>
            {send.isSuccess && <Alert color="green">{t('detail.commentSent')}</Alert>}
          </Stack>
        </form>
      )}
    </Stack>
  );
};

// Step 1, Confirmation information: what is erased with the account and what is kept (POST /third/preview-cancel).
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeletionPreview } from '../../../shared/contracts/account-deletion';

export const ConfirmStep = ({ preview, onNext }: { preview: DeletionPreview; onNext: () => void }) => {
  const { t } = useTranslation('accountDeletion');
  const e = preview.erased;
  return (
    <Stack gap="md">
      <Text>{t('confirm.intro', { email: preview.email })}</Text>
      <Title order={2} size="h4">{t('confirm.erasedHeading')}</Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('confirm.erased.profile')}</List.Item>
        <List.Item>{t('confirm.erased.addresses', { count: e.addresses })}</List.Item>
        <List.Item>{t('confirm.erased.support', { count: e.support_conversations })}</List.Item>
        <List.Item>{t('confirm.erased.files', { count: e.files })}</List.Item>
        <List.Item>{t('confirm.erased.coupons', { count: e.coupons })}</List.Item>
        <List.Item>{t('confirm.erased.galleryProjects', { count: e.gallery_projects })}</List.Item>
        <List.Item>{t('confirm.erased.galleryFiles', { count: e.gallery_files })}</List.Item>
      </List>
      <Title order={2} size="h4">{t('confirm.keptHeading')}</Title>
      <Text size="sm">{t('confirm.kept', { count: preview.kept.orders })}</Text>
      <Group>
        <Button onClick={onNext}>{t('confirm.next')}</Button>
      </Group>
    </Stack>
  );
};

// Delete with a second click to confirm, in place (no browser dialog: journeys and keyboards both handle it).
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const DeleteButton = ({ onDelete, busy }: { onDelete: () => void; busy?: boolean }) => {
  const { t } = useTranslation('staff');
  const [asking, setAsking] = useState(false);
  if (!asking) return <Button size="xs" variant="subtle" color="red" onClick={() => setAsking(true)}>{t('content.common.delete')}</Button>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs">{t('content.common.deleteQuestion')}</Text>
      <Button size="xs" color="red" loading={busy} onClick={onDelete}>{t('content.common.yes')}</Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>{t('content.common.no')}</Button>
    </Group>
  );
};

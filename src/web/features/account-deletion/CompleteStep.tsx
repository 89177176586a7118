// Step 5, Complete, then the logout confirmation (spec services §4): the server already ended every session of the
// account; signing out here clears what the browser still holds and leaves for the login page.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../shell/use-sign-out';

export const CompleteStep = () => {
  const { t } = useTranslation('accountDeletion');
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{t('complete.heading')}</Title>
      <Text>{t('complete.text')}</Text>
      <Group>
        <Button onClick={() => setAsking(true)}>{t('complete.signOut')}</Button>
      </Group>
      <Modal opened={asking} onClose={() => void signOut()} title={t('logout.title')} centered>
        <Stack gap="md">
          <Text>{t('logout.text')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => void signOut()}>{t('logout.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};

// One titled box of the personal-detail page: a form that sends its part of PUT /user/update, re-reads the
// session and says "Saved". The three sections (name, email, password) differ only in fields.
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormMessage } from '../../forms';

interface Props {
  heading: string;
  submitLabel: string;
  saving: boolean;
  saved: boolean;
  formError: FormMessage | undefined;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

export const ProfileSection = ({ heading, submitLabel, saving, saved, formError, onSubmit, children }: Props) => {
  const { t } = useTranslation('account');
  const id = `section-${heading.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={520}>
          <Title order={2} size="h4" id={id}>
            {heading}
          </Title>
          {children}
          <FormAlert message={formError} />
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('personal.saved')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

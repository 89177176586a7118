// Pieces the partner program pages share: a titled section, and the sign-in prompt above a form a visitor cannot
// send yet (the login page brings them back to the form).
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../session/redirect';

export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} id={id} mb="md" fz="h3">{title}</Title>
    {children}
  </section>
);

export const SignInPrompt = ({ text, anchor }: { text: string; anchor: string }) => {
  const { t } = useTranslation('partners');
  const location = useLocation();
  return (
    <Alert color="blue" data-testid="partners-sign-in">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={loginPathFor(`${location.pathname}#${anchor}`)} size="xs">{t('signIn')}</Button>
      </Group>
    </Alert>
  );
};

/** A day as the edition writes it: 15 Jan 2026 / 2026年1月15日. */
export const useDay = () => {
  const { i18n } = useTranslation();
  const ja = i18n.language === 'ja';
  const fmt = new Intl.DateTimeFormat(ja ? 'ja-JP' : 'en-GB', { dateStyle: ja ? 'long' : 'medium', timeZone: 'UTC' });
  return (iso: string) => fmt.format(new Date(iso));
};

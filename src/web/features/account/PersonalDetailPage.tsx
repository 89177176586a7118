// /web/user/personal_detail (spec platform §2 personal detail: name, email, password edit; §7 PUT /user/update).
// Three independent forms, each checked with updateUserBodySchema; email and password changes need the current
// password. The route table already guards the page, so a user is present once the session has loaded.
import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { updateUserBodySchema, type UserInfo } from '../../../shared/contracts/user';
import { useSession } from '../../session/session';
import { FormPasswordInput, FormTextInput, usePageTitle, useZodForm } from '../../forms';
import { NameFields } from './NameFields';
import { ProfileSection } from './ProfileSection';
import { useProfileUpdate } from './useProfileUpdate';

const NameSection = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation('account');
  const form = useZodForm(updateUserBodySchema, { first_name: user.first_name, last_name: user.last_name });
  const update = useProfileUpdate(form);
  return (
    <ProfileSection heading={t('personal.nameHeading')} submitLabel={t('actions.save', { ns: 'common' })} formError={form.formError} {...update}>
      <NameFields form={form} />
    </ProfileSection>
  );
};

const EMPTY_EMAIL = { email: '', email_confirm: '', current_password: '' };
const EmailSection = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation('account');
  const form = useZodForm(updateUserBodySchema, EMPTY_EMAIL);
  const update = useProfileUpdate(form, () => form.reset(EMPTY_EMAIL));
  return (
    <ProfileSection heading={t('personal.emailHeading')} submitLabel={t('personal.emailSubmit')} formError={form.formError} {...update}>
      <Text size="sm" c="dimmed">
        {t('personal.currentEmail', { email: user.email })}
      </Text>
      <FormTextInput form={form} name="email" type="email" label={t('fields.newEmail')} autoComplete="email" required />
      <FormTextInput form={form} name="email_confirm" type="email" label={t('fields.newEmailConfirm')} autoComplete="email" required />
      <FormPasswordInput form={form} name="current_password" label={t('fields.currentPassword')} autoComplete="current-password" required />
    </ProfileSection>
  );
};

const EMPTY_PASSWORD = { current_password: '', new_password: '', confirm_password: '' };
const PasswordSection = () => {
  const { t } = useTranslation('account');
  const form = useZodForm(updateUserBodySchema, EMPTY_PASSWORD);
  const update = useProfileUpdate(form, () => form.reset(EMPTY_PASSWORD));
  return (
    <ProfileSection
      heading={t('personal.passwordHeading')}
      submitLabel={t('personal.passwordSubmit')}
      formError={form.formError}
      {...update}
    >
      <FormPasswordInput form={form} name="current_password" label={t('fields.currentPassword')} autoComplete="current-password" required />
      <FormPasswordInput form={form} name="new_password" label={t('fields.newPassword')} autoComplete="new-password" required />
      <FormPasswordInput form={form} name="confirm_password" label={t('fields.newPasswordConfirm')} autoComplete="new-password" required />
    </ProfileSection>
  );
};

export default function PersonalDetailPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('personal.title'));
  const { user } = useSession();
  if (!user) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('personal.title')}
      </Title>
      {/* keyed by uid: another account signing in must not inherit this one's form values */}
      <NameSection key={`name-${user.uid}`} user={user} />
      <EmailSection key={`email-${user.uid}`} user={user} />
      <PasswordSection key={`password-${user.uid}`} />
      {/* account deletion (issue 15): the wizard lives on its own page */}
      <Stack gap={4}>
        <Anchor component={Link} to="/web/user/deleteAccount" c="red" fw={600}>
          {t('link', { ns: 'accountDeletion' })}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('linkHint', { ns: 'accountDeletion' })}
        </Text>
      </Stack>
    </Stack>
  );
}

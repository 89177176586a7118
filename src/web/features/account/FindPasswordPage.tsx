// /find_psw (spec platform §2 password recovery): without ?token= it asks for the email and sends a reset link;
// with ?token= it checks the link and lets the visitor choose a new password.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { AuthCard } from './AuthCard';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function FindPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('findPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard heading={token !== null ? t('findPassword.resetHeading') : t('findPassword.heading')}>
      {/* key: a new link in the same tab starts a fresh check */}
      {token !== null ? <ResetPasswordForm key={token} token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}

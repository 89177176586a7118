// Shown for any path no route claims (inside the shop layout).
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../forms';
import { DeadEndContent } from './DeadEnd';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  return <DeadEndContent code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}

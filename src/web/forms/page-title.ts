// Sets document.title for a page ("Sign in | Fusion") and puts the previous title back when it leaves.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const usePageTitle = (title: string | undefined): void => {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
};

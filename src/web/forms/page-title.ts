// Sets document.title for a page ("Sign in | Fusion"). A console or layout may give a section's title as a fallback
// ({ fallback: true }); a page's own title wins over it whatever order React runs their effects in (a child's effect
// runs before its parent's), and when a page leaves, the title of what is still shown comes back.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Entry {
  text: string;
  fallback: boolean;
}
const shown: Entry[] = [];

const apply = () => {
  const top = shown.findLast((e) => !e.fallback) ?? shown.at(-1);
  if (top) document.title = top.text;
};

export const usePageTitle = (title: string | undefined, { fallback = false }: { fallback?: boolean } = {}): void => {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    if (!title) return;
    const entry: Entry = { text: `${title} | ${brand}`, fallback };
    shown.push(entry);
    apply();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      apply();
    };
  }, [title, brand, fallback]);
};

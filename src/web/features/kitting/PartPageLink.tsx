// A part's name in the kitting box-contents list, linked to its product page (issue 14) when it has one. The page
// opens in a new tab so the kit being built is not lost; a name without a page (a part the estimate has not read
// yet) stays plain text, so the list never links to the not-found page.
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PartPageLink = ({ name, path }: { name: string; path: string | null | undefined }) => {
  const { t } = useTranslation('order');
  if (!path) return <Text size="sm">{name}</Text>;
  return (
    <Anchor href={path} target="_blank" rel="noopener" size="sm" title={t('kittingPage.table.productPage', { name })} data-testid="kit-part-page">
      {name}
    </Anchor>
  );
};

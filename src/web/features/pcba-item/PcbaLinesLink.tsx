// On a PCB assembly's cart card: "N parts being checked" (or "N parts need your answer") linking to the item's
// parts page (/web/cart/pcba/:id); nothing once every part is settled. One small call per PCBA item in the cart.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePcbaItem } from './api';
import { needsAnswer } from './needs-answer';

export const PcbaLinesLink = ({ cartId }: { cartId: number }) => {
  const { t } = useTranslation('pcbaItem');
  const item = usePcbaItem(cartId);
  const lines = item.data?.lines ?? [];
  const open = lines.filter((l) => l.status !== 'confirmed').length;
  const answer = lines.filter(needsAnswer).length;
  if (!item.data) return null;
  const label = answer > 0 ? t('linkAnswer', { count: answer }) : open > 0 ? t('linkChecking', { count: open }) : t('linkAll');
  return (
    <Anchor component={Link} to={`/web/cart/pcba/${cartId}`} size="sm" c={answer > 0 ? 'orange' : undefined} data-testid={`pcba-lines-link-${cartId}`}>
      {label}
    </Anchor>
  );
};

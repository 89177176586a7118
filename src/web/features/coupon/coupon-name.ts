// A coupon's name in the edition's language and currency (issue 8 §6): the stored names are English and quote
// dollars ('$10 off any order'), so the name is told from what the coupon is — the sign-up coupon, or its value
// and minimum order through the display currency.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../shared/contracts/coupon';
import { useCurrency } from '../../shell/currency';

export const useCouponName = () => {
  const { t } = useTranslation('coupon');
  const { format } = useCurrency();
  return useCallback(
    (c: Pick<Coupon, 'kind' | 'value' | 'min_order'>): string => {
      if (c.kind === 'signup') return t('signup');
      const min = BigInt(c.min_order);
      const amount = format(BigInt(c.value));
      return min > 0n ? t('names.over', { amount, min: format(min) }) : t('names.any', { amount });
    },
    [t, format],
  );
};

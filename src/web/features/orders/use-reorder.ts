// Re-order (issue 4 §4): the same items go back into the cart, re-priced by the server; then the cart opens.
// The order pages need a login already; an expired session answers 4302 and the session layer sends to login.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../shell/toast';
import { refreshCart } from '../cart/api';
import { reorder } from './api';

export const useReorder = () => {
  const { t } = useTranslation('orders');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (orderId: number) => {
    setBusy(orderId);
    try {
      const r = await reorder(orderId);
      await refreshCart(qc);
      showSuccess(r.skipped > 0 ? t('reorder.partly', { count: r.cart_ids.length, skipped: r.skipped }) : t('reorder.done', { count: r.cart_ids.length }));
      void navigate('/web/cart');
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
};

/** Where 'Pay now' of a pending order leads: the wire instructions, or a new attempt with its method. */
export const payPath = (orderId: number, method: number) =>
  method === 1 ? `/paypal-loading?order_id=${orderId}&method=1` : method === 2 ? `/credit_card?order_id=${orderId}&method=2` : `/pay_msg?order_id=${orderId}&method=${method}`;

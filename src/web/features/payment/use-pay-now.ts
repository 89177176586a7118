// Starts a payment attempt for an order (POST /v1/payment/start) and follows the answer: the provider's page, or
// the wire-transfer instructions. Used by the order-placed step and the retry buttons of the result pages.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { startPayment, goTo } from './api';
import { checkoutErrorText } from '../checkout/error-text';

export const wirePath = (orderId: number, method: number) => `/pay_msg?order_id=${orderId}&method=${method}`;

export const usePayNow = (orderId: number | null) => {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = useCallback(
    async (method: number) => {
      if (orderId === null) return;
      setBusy(true);
      setError(null);
      try {
        const started = await startPayment(orderId, method);
        if (started.next === 'wire') {
          setBusy(false);
          void navigate(wirePath(orderId, method));
        } else if (started.redirect_url) {
          // Stays busy: the browser is leaving for the provider's page.
          goTo(started.redirect_url);
        }
      } catch (err) {
        setError(checkoutErrorText(err));
        setBusy(false);
      }
    },
    [orderId, navigate],
  );
  return { pay, busy, error };
};

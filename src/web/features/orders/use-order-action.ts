// What every customer action on an order page shares (re-upload a held file, send a wire receipt, cancel): one call
// at a time, the server's refusal shown in the customer's language, a toast on success and the order lists fetched
// again so the page shows the new state.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../shell/toast';
import { checkoutErrorText } from '../checkout/error-text';
import { ORDERS_KEY } from './api';

export interface OrderAction {
  busy: boolean;
  error: string | null;
  setError(message: string | null): void;
  /** Runs the call; the text it answers is shown as the success toast. Answers whether it succeeded. */
  run(call: () => Promise<string>): Promise<boolean>;
}

export const useOrderAction = (): OrderAction => {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      showSuccess(await call());
      await qc.invalidateQueries({ queryKey: ORDERS_KEY });
      return true;
    } catch (err) {
      setError(checkoutErrorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
};

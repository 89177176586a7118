// Add to cart (issue 3 §5): login first (the login dialog), a request id per add action so a double click or a
// retry adds one item, the 'Added to cart' popup with 'View cart' / 'Continue', the 'Added failed' popup on
// failure, and the header's cart panel refreshed (react-query key ['cart', 'dashboard']).
import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartAddBody, CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { AppModal } from '../../shell/app-modal';
import { CART_DASHBOARD_KEY } from '../../shell/queries';
import { useSession } from '../../session/session';
import { ApiError } from '../../api/client';
import { addToCart, newRequestId } from './api';
import { useFailureText } from './text';

interface AddToCartProps<B extends object> {
  /** The body without request_id; null while the form has blocking problems. */
  body: B | null;
  /** The add call (default POST /v1/cart/add; the PCBA page sends its own body to POST /v1/cart/add-pcba). */
  send?(body: B & { request_id: string }): Promise<CartItem>;
  onNeedLogin(): void;
  /** The parameters a refusal names ('values.designs' → designs → its message key), to mark them on the form. */
  onRefused?(fields: Record<string, string>): void;
  /** The phone bar's copy: a smaller button and a shorter 'correct first' note. */
  compact?: boolean;
  /** More about the added item under the 'Added to cart' text (the PCBA page: the server's price and lines). */
  addedDetail?: React.ReactNode;
}

/** A refusal's field problems that name an order parameter ('values.designs'), by parameter key. */
export const refusedParams = (err: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError)) return out;
  for (const [path, key] of Object.entries(err.fields ?? {})) {
    const m = /^values\.([A-Za-z]+)/.exec(path);
    if (m?.[1]) out[m[1]] ??= key;
  }
  return out;
};

type Outcome = { ok: true; item: CartItem } | { ok: false; message: string };

const addPlain = (body: object) => addToCart(body as CartAddBody);

export const AddToCart = <B extends object = Omit<CartAddBody, 'request_id'>>({ body, send = addPlain, onNeedLogin, onRefused, compact = false, addedDetail }: AddToCartProps<B>) => {
  const { t } = useTranslation('order');
  const { user } = useSession();
  const qc = useQueryClient();
  const failureText = useFailureText();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One id per add action: kept while the same values are retried, renewed once an item was added or the values change.
  const requestId = useRef<{ id: string; for: string } | null>(null);

  const submit = async () => {
    if (!body || pending) return;
    if (!user) {
      onNeedLogin();
      return;
    }
    const json = JSON.stringify(body);
    if (requestId.current?.for !== json) requestId.current = { id: newRequestId(), for: json };
    setPending(true);
    try {
      const item = await send({ ...body, request_id: requestId.current.id });
      requestId.current = null;
      setOutcome({ ok: true, item });
      await qc.invalidateQueries({ queryKey: CART_DASHBOARD_KEY });
    } catch (err) {
      const named = refusedParams(err);
      if (Object.keys(named).length > 0) onRefused?.(named);
      setOutcome({ ok: false, message: failureText(err) });
    } finally {
      setPending(false);
    }
  };

  const close = () => setOutcome(null);
  const waiting = outcome?.ok === true && outcome.item.status === CartItemStatus.Quotation;

  return (
    <>
      <Stack gap={4}>
        <Button size={compact ? 'sm' : 'md'} fullWidth onClick={() => void submit()} loading={pending} disabled={!body} color="orange">
          {t('cart.add')}
        </Button>
        {!body && (
          <Text size="xs" c="red.7" lh={1.2}>
            {compact ? t('price.fixShort') : t('cart.fixFirst')}
          </Text>
        )}
      </Stack>
      <AppModal opened={outcome !== null} onClose={close} title={outcome?.ok ? t('cart.addedTitle') : t('cart.failedTitle')}>
        {outcome?.ok ? (
          <Stack>
            <Text>{waiting ? t('cart.addedQuote') : t('cart.added')}</Text>
            {addedDetail}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('cart.continue')}
              </Button>
              <Button component={Link} to="/web/cart" onClick={close}>
                {t('cart.viewCart')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text>{t('cart.failed')}</Text>
            {outcome && (
              <Text size="sm" c="red.7" role="alert">
                {outcome.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button onClick={close}>{t('cart.continue')}</Button>
            </Group>
          </Stack>
        )}
      </AppModal>
    </>
  );
};

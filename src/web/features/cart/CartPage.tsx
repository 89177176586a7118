// The cart page /web/cart (spec platform §2, §4; issue 4 §1): finished quotations and items waiting for a
// quotation, select all and per item, quantity re-priced by the server, removal with a reason, the selected total,
// checkout and the proforma invoice. The header stays fixed (shop layout).
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../shared/contracts/cart';
import type { CartCancelReason } from '../../../shared/contracts/cart-page';
import { loginPathFor } from '../../session/redirect';
import { useSession } from '../../session/session';
import { showError, showSuccess } from '../../shell/toast';
import { usePageTitle } from '../../forms';
import { answerQuote, cancelItem, refreshCart, replaceItem, updateQuantity, useCartIndex } from './api';
import { checkoutBlock, checkoutable, selectedTotal, splitSections } from './cart-items';
import { CancelDialog } from './CancelDialog';
import { CartItemCard } from './CartItemCard';
import { CartSummary } from './CartSummary';
import { QuickAdd } from './QuickAdd';

export default function CartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const { user, loading } = useSession();
  const location = useLocation();
  const qc = useQueryClient();
  const index = useCartIndex(user !== null);
  const items = useMemo(() => index.data?.items ?? [], [index.data]);
  const sections = useMemo(() => splitSections(items), [items]);
  // Deselected ids rather than selected ones: new and re-priced items start selected.
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  // The quantity last asked for per item: when the server stored another (next step, maximum) the item says why.
  const [requested, setRequested] = useState<Record<number, number>>({});

  const selected = useMemo(
    () => new Set(items.filter((i) => checkoutable(i) && !deselected.has(i.cart_id)).map((i) => i.cart_id)),
    [items, deselected],
  );
  const selectable = sections.finished;
  const allSelected = selectable.length > 0 && selectable.every((i) => selected.has(i.cart_id));
  const someSelected = selectable.some((i) => selected.has(i.cart_id));

  const select = (id: number, checked: boolean) =>
    setDeselected((prev) => {
      const next = new Set(prev);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectAll = (checked: boolean) => setDeselected(checked ? new Set() : new Set(selectable.map((i) => i.cart_id)));

  const changeQuantity = async (item: CartItem, quantity: number) => {
    setBusy(item.cart_id);
    try {
      const stored = await updateQuantity(item.cart_id, quantity);
      setRequested((r) => ({ ...r, [item.cart_id]: quantity }));
      replaceItem(qc, stored);
      await refreshCart(qc);
      showSuccess(t('item.repriced'));
    } catch (err) {
      showError(err);
      await refreshCart(qc);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (reason: CartCancelReason, remark: string) => {
    if (!removing) return;
    setBusy(removing.cart_id);
    try {
      await cancelItem({ id: removing.cart_id, reason, remark });
      setRemoving(null);
      showSuccess(t('cancel.done'));
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
      await refreshCart(qc);
    }
  };

  const answer = async (item: CartItem, accept: boolean, quantity?: number) => {
    setBusy(item.cart_id);
    try {
      replaceItem(qc, await answerQuote(item.cart_id, accept, quantity));
      showSuccess(accept ? t('item.quoteAccepted') : t('item.quoteRejected'));
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
      await refreshCart(qc);
    }
  };

  const card = (item: CartItem) => (
    <CartItemCard
      key={item.cart_id}
      item={item}
      selected={selected.has(item.cart_id)}
      busy={busy === item.cart_id}
      onSelect={(c) => select(item.cart_id, c)}
      onQuantity={(q) => void changeQuantity(item, q)}
      requested={requested[item.cart_id] ?? null}
      onRemove={() => setRemoving(item)}
      onAnswer={(accept, quantity) => void answer(item, accept, quantity)}
    />
  );

  let body: React.ReactNode;
  if (loading || (user && index.isPending)) {
    body = <Loader aria-label={t('loading', { ns: 'common' })} />;
  } else if (!user) {
    body = (
      <Stack align="flex-start">
        <Text>{t('signInFirst')}</Text>
        <Button component={Link} to={loginPathFor(location.pathname + location.search)}>
          {t('signIn')}
        </Button>
      </Stack>
    );
  } else if (index.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void index.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Group>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Stack>
        <Text>{t('empty')}</Text>
        <QuickAdd />
      </Stack>
    );
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap="sm" component="section" aria-label={t('sections.finished', { count: sections.finished.length })}>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {t('sections.finished', { count: sections.finished.length })}
                </Title>
                {selectable.length > 0 && (
                  <Checkbox
                    label={t('selectAll', { count: selectable.length })}
                    checked={allSelected}
                    indeterminate={!allSelected && someSelected}
                    onChange={(e) => selectAll(e.currentTarget.checked)}
                  />
                )}
              </Group>
              {sections.finished.map(card)}
            </Stack>
            {sections.waiting.length > 0 && (
              <Stack gap="sm" component="section" aria-label={t('sections.waiting', { count: sections.waiting.length })}>
                <Title order={2} size="h4">
                  {t('sections.waiting', { count: sections.waiting.length })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('sections.waitingHint')}
                </Text>
                {sections.waiting.map(card)}
              </Stack>
            )}
            <QuickAdd />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary selected={[...selected]} total={selectedTotal(items, selected)} block={checkoutBlock(items, selected)} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      {body}
      <CancelDialog
        key={removing?.cart_id ?? 'none'}
        name={removing?.name ?? null}
        busy={removing !== null && busy === removing.cart_id}
        onClose={() => setRemoving(null)}
        onConfirm={(r, m) => void remove(r, m)}
      />
    </Container>
  );
}

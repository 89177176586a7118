// The header's cart link with its hover panel (spec platform §4 "Cart hover panel"): it opens on hover and on
// keyboard focus, shows at most Limits.cartPanelMax items from GET /v1/cart/dashboard, an empty-cart message
// when there are none, and the total in the display currency.
import { useRef, useState } from 'react';
import { Anchor, Badge, Box, Button, Divider, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartDashboard } from '../../../shared/contracts/content';
import { Limits } from '../../../shared/ids';
import { useSession } from '../../session/session';
import { useCurrency } from '../currency';
import { CartIcon } from '../icons';
import { useCartDashboard } from '../queries';

/** Money on the wire is a string of integer cents; anything else counts as zero rather than breaking the header. */
const centsOf = (s: string): bigint => (/^-?\d{1,30}$/.test(s) ? BigInt(s) : 0n);

const CLOSE_DELAY_MS = 150;

const CartPanelContent = ({ data, loading }: { data: CartDashboard | undefined; loading: boolean }) => {
  const { t } = useTranslation('shell');
  const { format } = useCurrency();
  if (loading) return <Loader size="sm" aria-label={t('cartPanel.loading')} />;
  const items = data?.details ?? [];
  if (items.length === 0) return <Text size="sm">{t('cartPanel.empty')}</Text>;
  const shown = items.slice(0, Limits.cartPanelMax);
  const more = Math.max(data?.count ?? items.length, items.length) - shown.length;
  return (
    <Stack gap="xs">
      <ul aria-label={t('cartPanel.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((item) => (
          <li key={item.cart_id}>
            <Group gap="sm" wrap="nowrap" py={4}>
              {item.product_thumb ? (
                <img src={item.product_thumb} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ) : (
                <Box w={40} h={40} bg="gray.1" style={{ borderRadius: 4, flex: 'none' }} />
              )}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.product_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('cartPanel.quantity', { count: item.quantity })}
                </Text>
              </Box>
              <Text size="sm" fw={600}>
                {format(centsOf(item.price))}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {t('cartPanel.more', { count: more })}
        </Text>
      )}
      <Divider />
      <Group justify="space-between">
        <Text size="sm">{t('cartPanel.total')}</Text>
        <Text fw={700} data-testid="cart-total">
          {format(centsOf(data?.price_total ?? '0'))}
        </Text>
      </Group>
      <Button component={Link} to="/web/cart" fullWidth size="xs">
        {t('cartPanel.viewCart')}
      </Button>
    </Stack>
  );
};

export const CartPanel = () => {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const dashboard = useCartDashboard(user !== null);
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = () => {
    clearTimeout(closeTimer.current);
    setOpened(true);
  };
  // A short delay lets the pointer travel from the link into the panel without closing it.
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpened(false), CLOSE_DELAY_MS);
  };
  const count = user ? (dashboard.data?.count ?? 0) : 0;

  return (
    <Box
      onMouseEnter={open}
      onMouseLeave={closeSoon}
      onFocus={open}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpened(false);
      }}
    >
      <Popover opened={opened} position="bottom-end" width={320} shadow="md" withinPortal={false} trapFocus={false}>
        <Popover.Target>
          <Anchor
            component={Link}
            to="/web/cart"
            aria-label={t('header.cart')}
            c="dark"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <CartIcon />
            {count > 0 && (
              <Badge size="xs" circle={count < 10} color="green" aria-hidden>
                {count}
              </Badge>
            )}
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown>
          <CartPanelContent data={user ? dashboard.data : undefined} loading={user !== null && dashboard.isPending} />
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
};

// Order tracking on the order page (issue 8 §4): the carrier, the tracking number with a link to the carrier's
// tracking page, and the order's history as a timeline with dates (ordered → confirmed → in production → shipped →
// finished, and a cancellation with who asked for it).
import { Anchor, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import '@mantine/core/styles/Timeline.css'; // not in the shell's shared sheet (shell/styles.ts)
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { carrierName, trackingUrl } from '../../../shared/tracking';
import { needsShippingIds } from '../../../shared/rules/needs-shipping';
import { edition } from '../../edition';

type HistoryRow = OrderDetail['history'][number];

/** A status word that says who cancelled: "payment was not received" only when that is why (the unpaid sweep). */
export const statusText = (t: (key: string, o?: Record<string, unknown>) => string, to: number, actor: string | undefined): string => {
  if ((to === 9 || to === 1005) && actor === 'customer') return t(`statusBy.customer${to}`);
  if ((to === 9 || to === 1005) && actor === 'staff') return t(`statusBy.staff${to}`);
  return t(`status.${to}`, { defaultValue: String(to) });
};

/** The actor of the move into the order's current status (the last history row that reached it). */
export const currentActor = (o: Pick<OrderDetail, 'status' | 'history'>): string | undefined =>
  [...o.history].reverse().find((h) => h.to === o.status)?.actor;

export const OrderTracking = ({ o }: { o: OrderDetail }) => {
  const { t, i18n } = useTranslation('orders');
  const tt = t as unknown as (key: string, opts?: Record<string, unknown>) => string;
  const carrier = o.shipping[0]?.carrier;
  // a payment or shipping-cost request (455 / 1633) never ships: no carrier, and no tracking number to wait for
  const ships = needsShippingIds(o.items.map((i) => i.product_id));
  const date = (s: string) => new Date(s).toLocaleString(i18n.language);
  const rows: HistoryRow[] = o.history;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('tracking.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tracking.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('tracking.carrier')}
            </Text>
            <Text size="sm" data-testid="tracking-carrier">
              {carrier ? carrierName(carrier, edition) : ships ? '—' : t('detail.noShipping')}
            </Text>
          </Stack>
          {/* nothing ships for a payment request, so there is no tracking number box at all */}
          {ships && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('detail.tracking')}
              </Text>
              <Text size="sm" data-testid="tracking-number">
                {o.tracking_number && carrier ? (
                  <Anchor href={trackingUrl(carrier, o.tracking_number)} target="_blank" rel="noopener noreferrer">
                    {o.tracking_number}
                  </Anchor>
                ) : (
                  t('tracking.notYet')
                )}
              </Text>
            </Stack>
          )}
        </SimpleGrid>
        <Timeline active={rows.length - 1} bulletSize={14} lineWidth={2} aria-label={t('tracking.history')}>
          {rows.map((h, n) => (
            <Timeline.Item key={`${h.at}-${n}`} title={statusText(tt, h.to, h.actor)}>
              <Text size="xs" c="dimmed">
                {date(h.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
};

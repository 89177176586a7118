// Spec services §4 "Reviews": an order not reviewed for more than 15 days after delivery gets an automatic 5-star
// review, one per item. Delivery is the first move to shipped or finished (commands/reviews/delivered.ts), read from
// the order's history on the injected clock. Idempotent: an order with any review is skipped, and the unique index
// on the item makes a concurrent run insert nothing twice. Auto reviews are anonymous: the buyer wrote nothing.
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { DAY } from '../clock';
import { AUTO_REVIEW_AFTER_DAYS, DELIVERED_STATUSES } from '../commands/reviews/delivered';

export const sweepAutoReviews = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<{ reviewed: number }> => {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - AUTO_REVIEW_AFTER_DAYS * DAY);
  const delivered = sql.raw(DELIVERED_STATUSES.join(', '));
  const { rows } = await db.execute(sql`
    insert into reviews (order_id, order_line_id, user_id, rating, shipping_score, service_score, ordering_score, content, anonymous, auto, created_at)
    select o.id, l.id, o.user_id, 5, 5, 5, 5, '', true, true, ${now.toISOString()}::timestamptz
    from orders o
    join order_lines l on l.order_id = o.id
    where o.status in (${delivered})
      and not exists (select 1 from reviews r where r.order_id = o.id)
      and (select min(h.created_at) from order_history h where h.order_id = o.id and h.to_status in (${delivered})) < ${cutoff.toISOString()}::timestamptz
    on conflict (order_line_id) do nothing
    returning id`);
  return { reviewed: rows.length };
};

// The e-mail for an order the unpaid sweep cancelled: the customer did not cancel it, so they must hear about it.
// English, with the Japanese text first for orders shipped to Japan.
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { orders, users } from '../db/schema/index';
import { formatPrice } from '../../shared/currency';

export const unpaidCancelledMail = async (deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>, orderId: number): Promise<void> => {
  const [row] = await deps.db
    .select({ email: users.email, orderNo: orders.orderNo, total: orders.totalCents, country: orders.countryIso2 })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/web/cart`;
  const total = formatPrice(row.total, 'USD');
  const english = [
    `Your order ${row.orderNo} (${total}) was cancelled: we did not receive its payment within one month.`,
    'Nothing was charged. The items are back in your cart, so you can order them again at any time:',
    link,
  ].join('\n');
  const japanese = [
    `ご注文 ${row.orderNo}（${total}）は、1か月以内にお支払いを確認できなかったためキャンセルされました。`,
    '請求は発生していません。商品はカートに戻っていますので、いつでも再度ご注文いただけます:',
    link,
  ].join('\n');
  const message = row.country === 'JP'
    ? { to: row.email, subject: `ご注文 ${row.orderNo} のキャンセル / Order ${row.orderNo} cancelled`, text: `${japanese}\n\n----\n\n${english}\n` }
    : { to: row.email, subject: `Order ${row.orderNo} cancelled: payment not received`, text: `${english}\n` };
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, orderId }, 'unpaid-cancellation mail failed');
  }
};

// The pieces of every order mail: the order, its lines, who it goes to and how money reads to them, the items with
// their specifications in words, and the totals (issue 8 §2, §4).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import type { Lang } from '../../../shared/ids';
import { freePcbaShipping, specLine, specWords } from '../../../shared/params/spec-words';
import { needsShipping } from '../../../shared/rules/needs-shipping';
import type { MailBlock } from './render';
import { moneyFor, recipientOf, type Money, type Recipient } from './mail-kit';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface OrderMailData {
  order: OrderRow;
  lines: LineRow[];
  to: Recipient;
  money: Money;
}

export const loadOrderMail = async (tx: DbOrTx, orderId: number): Promise<OrderMailData | null> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const to = await recipientOf(tx, order.userId);
  if (!to) return null;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  return { order, lines, to, money: await moneyFor(tx, to.lang) };
};

const T = {
  en: { qty: 'Quantity', file: 'Design file', subtotal: 'Items', shipping: 'Shipping', discount: 'Discount', tax: 'Tax', total: 'Total', charged: 'Charged in USD', freePcba: 'Free (PCB assembly)', noShipping: 'No shipping' },
  jp: { qty: '数量', file: 'データファイル', subtotal: '商品小計', shipping: '送料', discount: '割引', tax: '税', total: '合計', charged: 'ご請求額（米ドル）', freePcba: '無料（PCB実装）', noShipping: '配送なし' },
} as const;

/** Each line: its name and SKU, then its specs in words, the design file and the line total. */
export const itemsBlock = (d: OrderMailData): MailBlock => {
  const lang: Lang = d.to.lang;
  return {
    list: d.lines.map((l) => ({
      title: `${l.name} (${l.sku}) — ${d.money(l.totalCents)}`,
      lines: [
        specLine(specWords(l.productId, l.params, lang, l.quantity), lang) || `${T[lang].qty}: ${l.quantity}`,
        ...(l.fileName ? [`${T[lang].file}: ${l.fileName}`] : []),
      ],
    })),
  };
};

export const totalsBlock = (d: OrderMailData): MailBlock => {
  const t = T[d.to.lang];
  const o = d.order;
  return {
    rows: [
      [t.subtotal, d.money(o.subtotalCents)],
      // a payment or shipping-cost request (455 / 1633) ships nothing
      [t.shipping, !needsShipping(d.lines) ? t.noShipping : freePcbaShipping(o.shippingCents, d.lines.map((l) => l.productId)) ? t.freePcba : d.money(o.shippingCents)],
      ...(o.discountCents > 0n ? [[t.discount, `-${d.money(o.discountCents)}`] as const] : []),
      ...(o.taxCents > 0n ? [[t.tax, d.money(o.taxCents)] as const] : []),
      [t.total, d.money(o.totalCents)],
      ...(d.money.converted ? [[t.charged, d.money.usd(o.totalCents)] as const] : []),
    ],
  };
};

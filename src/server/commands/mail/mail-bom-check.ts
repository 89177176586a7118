// Mails of the BOM check (docs/pcba.md "BOM check"), in the customer's edition, queued in the staff action's
// transaction: staff have a question about a BOM line (answer it on the item's page), and every line is settled so
// the assembly is priced ("your assembly quote is ready").
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { queueCustomerMail } from './enqueue-mail';
import { moneyFor, recipientOf, siteLink } from './mail-kit';

const itemLink = (cartItemId: number) => siteLink(`/web/cart/pcba/${cartItemId}`);

const loadItem = async (tx: DbOrTx, cartItemId: number) => {
  const [item] = await tx.select().from(cartItems).where(eq(cartItems.id, cartItemId));
  const to = item ? await recipientOf(tx, item.userId) : null;
  return item && to ? { item, to } : null;
};

export interface BomQuestion {
  cartItemId: number;
  line: number;
  designators: string[];
  /** What the customer wrote: the MPN, else the value. */
  part: string;
  question: string;
}

/** Staff asked about one line: the question, the line, and the link to answer with a purchase link or another MPN. */
export const mailBomQuestion = async (tx: DbOrTx, q: BomQuestion, now: Date): Promise<void> => {
  const d = await loadItem(tx, q.cartItemId);
  if (!d) return;
  const { item, to } = d;
  const jp = to.lang === 'jp';
  const where = q.designators.slice(0, 12).join(', ') + (q.designators.length > 12 ? ' …' : '');
  await queueCustomerMail(tx, {
    kind: 'bom_question', to, dedupeKey: `bom_question:${q.cartItemId}:${q.line}:${now.toISOString()}`,
    subject: jp ? `部品についてのご確認（${item.name}）` : `A question about a part of your assembly: ${item.name}`,
    heading: jp ? '部品についてご確認ください' : 'A question about one of your parts',
    blocks: [
      { p: jp ? `「${item.name}」の部品表（BOM）を確認しています。次の部品についてご回答をお願いします。` : `We are checking the bill of materials of "${item.name}" and need your answer about this part.` },
      { rows: jp ? [['行', String(q.line)], ['部品番号', where || '—'], ['型番・値', q.part || '—']] : [['Line', String(q.line)], ['Designators', where || '—'], ['Part', q.part || '—']] },
      { p: `${jp ? '担当者より：' : 'Our question: '}${q.question}` },
      { p: jp ? '購入先のリンク（https）または別の型番をお知らせください。すべての部品が確定すると、実装のお見積りをお送りします。' : 'Please answer with a purchase link (https) or another part number. Once every part is settled we send you the assembly price.' },
      { link: { label: jp ? '部品を確認して回答する' : 'Answer about the part', url: itemLink(q.cartItemId) } },
    ],
  }, now);
};

/** Every line is settled and the item is priced: the price and where to check it out. */
export const mailAssemblyQuoteReady = async (tx: DbOrTx, cartItemId: number, now: Date): Promise<void> => {
  const d = await loadItem(tx, cartItemId);
  const total = d?.item.totalCents;
  if (!d || total === null || total === undefined) return;
  const { item, to } = d;
  const jp = to.lang === 'jp';
  const money = await moneyFor(tx, to.lang);
  await queueCustomerMail(tx, {
    kind: 'assembly_quote_ready', to, dedupeKey: `assembly_quote_ready:${cartItemId}:${total}`,
    subject: jp ? `実装のお見積りができました（${item.name}）` : `Your assembly quote is ready: ${item.name}`,
    heading: jp ? '実装のお見積りができました' : 'Your assembly quote is ready',
    blocks: [
      { p: jp ? `「${item.name}」のすべての部品を確認しました。カートからチェックアウトできます。` : `We checked every part of "${item.name}". You can check it out from your cart.` },
      { rows: jp ? [['お見積り金額', money(total)], ['製造日数', `${item.buildDays}日`]] : [['Price', money(total)], ['Build time', `${item.buildDays} days`]] },
      { link: { label: jp ? '部品の確認結果を見る' : 'See the checked parts', url: itemLink(cartItemId) } },
      { link: { label: jp ? 'カートを開く' : 'Open your cart', url: siteLink('/web/cart') } },
    ],
  }, now);
};

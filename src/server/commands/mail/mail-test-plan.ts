// The customer's mail about their functional-test plan (issue 11 "Functional test"): an engineer confirmed it (the
// boards are tested with it; about 2 business days more, services §4) or rejected it, with the engineer's note either
// way. In the customer's language, queued in the decision's transaction; the link leads to the order when the item
// was ordered, else to the cart, where a rejected plan is replaced by uploading another.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, orderLines } from '../../db/schema/index';
import { FUNCTION_TEST_EXTRA_DAYS } from '../../../shared/status/function-test';
import { queueCustomerMail } from './enqueue-mail';
import { orderLink, recipientOf, siteLink } from './mail-kit';

interface Decided {
  planId: number;
  userId: number;
  cartItemId: number;
  fileName: string;
  confirmed: boolean;
  note: string;
}

export const mailTestPlanDecided = async (tx: DbOrTx, d: Decided, now: Date): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const [item] = await tx.select({ name: cartItems.name }).from(cartItems).where(eq(cartItems.id, d.cartItemId));
  const [line] = await tx.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.cartItemId, d.cartItemId)).limit(1);
  const jp = to.lang === 'jp';
  const itemName = item?.name ?? (jp ? 'PCB実装' : 'PCB assembly');
  const link = line
    ? { label: jp ? '注文を開く' : 'Open the order', url: orderLink(line.orderId) }
    : { label: jp ? 'カートを開く' : 'Open your cart', url: siteLink('/web/cart') };
  const days = FUNCTION_TEST_EXTRA_DAYS;
  await queueCustomerMail(tx, {
    kind: d.confirmed ? 'test_plan_confirmed' : 'test_plan_rejected', to, dedupeKey: `test_plan_decided:${d.planId}`,
    ...(line ? { orderId: line.orderId } : {}),
    subject: d.confirmed
      ? (jp ? `機能テスト計画を承認しました（${itemName}）` : `Your functional test plan is confirmed: ${itemName}`)
      : (jp ? `機能テスト計画の再提出のお願い（${itemName}）` : `Your functional test plan needs changes: ${itemName}`),
    heading: d.confirmed ? (jp ? '機能テスト計画を承認しました' : 'Test plan confirmed') : (jp ? '機能テスト計画を承認できませんでした' : 'Test plan not accepted'),
    blocks: [
      {
        p: d.confirmed
          ? (jp ? `「${itemName}」の機能テスト計画「${d.fileName}」を確認し、承認しました。この計画に沿って基板をテストします。機能テストにより製造日数が約${days}営業日延びます。` : `We checked the functional test plan "${d.fileName}" for "${itemName}" and confirmed it: the boards will be tested as it describes. The functional test adds about ${days} business days to the build.`)
          : (jp ? `「${itemName}」の機能テスト計画「${d.fileName}」は、このままではテストを実施できません。` : `We cannot run the functional test for "${itemName}" from the plan "${d.fileName}" as it is.`),
      },
      { p: `${jp ? '担当エンジニアより：' : 'A note from our engineer: '}${d.note}` },
      ...(d.confirmed ? [] : [{ p: jp ? '内容を修正した計画をアップロードしてください。新しい計画を受け取り次第、改めて確認します。' : 'Please upload a corrected plan; we will review it as soon as it arrives.' }]),
      { link },
    ],
  }, now);
};

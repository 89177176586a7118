// Staff notification mails (issue 9): work that lands in a console queue because a customer did something is also
// mailed to the staff who do it, so nobody has to keep the queue open to see it. Queued in the customer's own
// transaction like every customer mail (the mail exists exactly when the event committed), each with a deep link to
// where the work is done in the console.
//
// Who gets them: STAFF_NOTIFY_EMAIL (config.staffNotifyEmail, one or more addresses, e.g. a team inbox) when set;
// otherwise the staff accounts of the role that does the work (engineering for a re-uploaded file, sales for a
// quotation, finance for a wire receipt), and the admins when no account has that role, so a one-person shop with
// only an admin still hears of it. README (configuration) and docs/orders.md say the same.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Lang } from '../../../shared/ids';
import type { StaffRole } from '../../../shared/staff';
import { enqueueMail } from './enqueue-mail';
import { siteLink } from './mail-kit';
import { renderMail, type MailBlock } from './render';

export type StaffNotice =
  /** An order on hold for a file problem got its new file(s): 1011 → 1012, engineering check again. */
  | { kind: 'file_reuploaded'; orderId: number; orderNo: string; fileName: string }
  /** A premium item waits for a manual quotation (answered within 24 hours). */
  | { kind: 'quote_waiting'; cartItemId: number; name: string }
  /** A CNC part or custom cable waits for its manual quote (issue 12): engineering price it (about 2 working hours). */
  | { kind: 'machining_waiting'; cartItemId: number; name: string }
  /** A wire transfer's bank receipt was uploaded: finance compare it with the bank and confirm or reject it. */
  | { kind: 'receipt_uploaded'; orderId: number; orderNo: string }
  /** The customer answered a DFA review issue (issue 11): engineering accept it or ask again. */
  | { kind: 'dfa_answered'; orderId: number; orderNo: string; title: string }
  /** A PCB assembly's BOM has lines the matcher could not confirm (issue 11): engineering check them (1 business day). */
  | { kind: 'bom_waiting'; cartItemId: number; name: string }
  /** The customer answered a BOM line (purchase link or another MPN): it is back in the BOM check (1 business day). */
  | { kind: 'bom_answered'; cartItemId: number; name: string; line: number }
  /** A functional-test plan was bound to a PCBA item (issue 11): engineering confirm or reject it. */
  | { kind: 'test_plan_waiting'; planId: number; cartItemId: number; fileName: string }
  /** An ODM inquiry or custom product application arrived (issue 13): sales quote or decline it. */
  | { kind: 'odm_waiting'; requestId: number; number: string }
  /** The customer declined our ODM quote, saying why (issue 13): sales read the reason, perhaps quote anew. */
  | { kind: 'odm_quote_declined'; requestId: number; number: string; reason: string };

const ROLE_OF: Record<StaffNotice['kind'], Exclude<StaffRole, 'admin'>> = {
  file_reuploaded: 'engineering',
  quote_waiting: 'sales',
  machining_waiting: 'engineering',
  receipt_uploaded: 'finance',
  dfa_answered: 'engineering',
  bom_waiting: 'engineering',
  bom_answered: 'engineering',
  test_plan_waiting: 'engineering',
  odm_waiting: 'sales',
  odm_quote_declined: 'sales',
};

interface Written {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Part of the dedupe key: one mail per recipient per event. */
  event: string;
}

const write = (n: StaffNotice, lang: Lang, now: Date): Written => {
  const jp = lang === 'jp';
  switch (n.kind) {
    case 'file_reuploaded':
      return {
        event: `${n.orderId}:${now.toISOString()}`,
        subject: jp ? `注文 ${n.orderNo}：新しいファイルの確認をお願いします` : `Order ${n.orderNo}: new file to check`,
        heading: jp ? 'お客様が新しいファイルを送りました' : 'The customer sent a new file',
        blocks: [
          { p: jp ? `ファイルの問題で保留中の注文 ${n.orderNo} に、お客様から新しいファイル「${n.fileName}」が届きました。確認して、注文を確定するか、もう一度保留にしてください。` : `Order ${n.orderNo}, on hold for a file problem, has a new file from the customer: "${n.fileName}". Please check it, then confirm the order or hold it again.` },
          { link: { label: jp ? 'コンソールで注文を開く' : 'Open the order in the console', url: siteLink(`/staff/orders/${n.orderId}`) } },
        ],
      };
    case 'quote_waiting':
      return {
        event: `${n.cartItemId}:${now.toISOString()}`,
        subject: jp ? `見積依頼：カート商品 ${n.cartItemId}（${n.name}）` : `Quotation waiting: cart item ${n.cartItemId} (${n.name})`,
        heading: jp ? '見積依頼が届きました' : 'A quotation is waiting',
        blocks: [
          { p: jp ? `「${n.name}」（カート商品 ${n.cartItemId}）が見積を待っています。24 時間以内に回答するお約束です。` : `"${n.name}" (cart item ${n.cartItemId}) waits for a quotation. The customer was promised an answer within 24 hours.` },
          { link: { label: jp ? 'コンソールで見積待ちを開く' : 'Open the quotations queue', url: siteLink('/staff/quotes') } },
        ],
      };
    case 'machining_waiting':
      return {
        event: `${n.cartItemId}:${now.toISOString()}`,
        subject: jp ? `加工見積依頼：カート商品 ${n.cartItemId}（${n.name}）` : `Machining quote waiting: cart item ${n.cartItemId} (${n.name})`,
        heading: jp ? 'CNC・ケーブルの見積依頼が届きました' : 'A CNC or cable quote is waiting',
        blocks: [
          { p: jp ? `「${n.name}」（カート商品 ${n.cartItemId}）が見積を待っています。営業時間内で約 2 時間での回答をお約束しています。` : `"${n.name}" (cart item ${n.cartItemId}) waits for a quote. The customer was promised an answer in about 2 working hours.` },
          { link: { label: jp ? 'コンソールで CNC・ケーブル見積を開く' : 'Open the CNC and cable quotes', url: siteLink('/staff/cnc-quotes') } },
        ],
      };
    case 'receipt_uploaded':
      return {
        event: `${n.orderId}:${now.toISOString()}`,
        subject: jp ? `注文 ${n.orderNo}：振込明細の確認をお願いします` : `Order ${n.orderNo}: wire receipt to check`,
        heading: jp ? 'お客様が振込明細をアップロードしました' : 'The customer uploaded a wire receipt',
        blocks: [
          { p: jp ? `注文 ${n.orderNo} の振込明細が届きました。入金を確認して、承認するか差し戻してください。` : `The bank receipt for order ${n.orderNo} arrived. Please match it with the bank, then confirm or reject it.` },
          { link: { label: jp ? 'コンソールで銀行振込を開く' : 'Open the wire transfers queue', url: siteLink('/staff/wire') } },
          { link: { label: jp ? '注文を開く' : 'Open the order', url: siteLink(`/staff/orders/${n.orderId}`) } },
        ],
      };
    case 'dfa_answered':
      return {
        event: `${n.orderId}:${now.toISOString()}`,
        subject: jp ? `注文 ${n.orderNo}：DFA の回答が届きました` : `Order ${n.orderNo}: DFA answer to review`,
        heading: jp ? 'お客様が DFA レビューに回答しました' : 'The customer answered the DFA review',
        blocks: [
          { p: jp ? `注文 ${n.orderNo} の確認事項「${n.title}」にお客様が回答しました。承認するか、再確認を依頼してください。` : `The customer answered "${n.title}" on order ${n.orderNo}. Please accept the answer or ask again.` },
          { link: { label: jp ? 'コンソールで注文を開く' : 'Open the order in the console', url: siteLink(`/staff/orders/${n.orderId}`) } },
          { link: { label: jp ? 'DFA レビュー待ちを開く' : 'Open the DFA review queue', url: siteLink('/staff/dfa') } },
        ],
      };
    case 'bom_waiting':
      return {
        event: `${n.cartItemId}:${now.toISOString()}`,
        subject: jp ? `BOM確認：カート商品 ${n.cartItemId}（${n.name}）` : `BOM check waiting: cart item ${n.cartItemId} (${n.name})`,
        heading: jp ? 'BOM の確認依頼が届きました' : 'A BOM is waiting for the check',
        blocks: [
          { p: jp ? `「${n.name}」（カート商品 ${n.cartItemId}）の BOM に、自動照合で確定できなかった部品があります。1 営業日以内に確認してください。すべての行が確定すると、見積は自動で計算されます。` : `"${n.name}" (cart item ${n.cartItemId}) has BOM lines the matcher could not confirm. Please check them within 1 business day; the assembly is priced automatically once every line is settled.` },
          { link: { label: jp ? 'コンソールで BOM 確認を開く' : 'Open the BOM check', url: siteLink(`/staff/bom-check/${n.cartItemId}`) } },
        ],
      };
    case 'bom_answered':
      return {
        event: `${n.cartItemId}:${n.line}:${now.toISOString()}`,
        subject: jp ? `BOM確認：カート商品 ${n.cartItemId} の ${n.line} 行目に回答がありました` : `BOM check: cart item ${n.cartItemId}, line ${n.line} answered`,
        heading: jp ? 'お客様が部品について回答しました' : 'The customer answered about a part',
        blocks: [
          { p: jp ? `「${n.name}」（カート商品 ${n.cartItemId}）の BOM ${n.line} 行目に、お客様から購入先リンクまたは別の型番が届きました。1 営業日以内に確認してください。` : `"${n.name}" (cart item ${n.cartItemId}): the customer sent a purchase link or another part number for BOM line ${n.line}. Please check it within 1 business day.` },
          { link: { label: jp ? 'コンソールで BOM 確認を開く' : 'Open the BOM check', url: siteLink(`/staff/bom-check/${n.cartItemId}`) } },
        ],
      };
    case 'test_plan_waiting':
      return {
        event: `${n.planId}`,
        subject: jp ? `機能テスト計画の確認：カート商品 ${n.cartItemId}` : `Functional test plan to review: cart item ${n.cartItemId}`,
        heading: jp ? '機能テスト計画が届きました' : 'A functional test plan is waiting',
        blocks: [
          { p: jp ? `PCB実装（カート商品 ${n.cartItemId}）の機能テスト計画「${n.fileName}」が届きました。内容を確認して、承認するか差し戻してください。` : `The functional test plan "${n.fileName}" for a PCB assembly (cart item ${n.cartItemId}) arrived. Please read it, then confirm or reject it.` },
          { link: { label: jp ? 'コンソールで計画を開く' : 'Open the plan in the console', url: siteLink(`/staff/function-tests/${n.planId}`) } },
        ],
      };
    case 'odm_waiting':
      return {
        event: `${n.requestId}`,
        subject: jp ? `ODMのご依頼 ${n.number}：お見積りをお願いします` : `ODM request ${n.number} to quote`,
        heading: jp ? 'ODMのご依頼が届きました' : 'An ODM request is waiting',
        blocks: [
          { p: jp ? `お客様からODMのご依頼 ${n.number} が届きました。内容を確認して、お見積りを送るかお断りしてください。` : `A customer sent ODM request ${n.number}. Please read it, then send a quote or decline it.` },
          { link: { label: jp ? 'コンソールで依頼を開く' : 'Open the request in the console', url: siteLink(`/staff/odm/${n.requestId}`) } },
        ],
      };
    case 'odm_quote_declined':
      return {
        event: `${n.requestId}`,
        subject: jp ? `ODMのご依頼 ${n.number}：お客様がお見積りを辞退しました` : `ODM request ${n.number}: the customer declined the quote`,
        heading: jp ? 'お見積りが辞退されました' : 'A quote was declined',
        blocks: [
          { p: jp ? `お客様がODMのご依頼 ${n.number} のお見積りを辞退しました。理由：${n.reason}` : `The customer declined the quote for ODM request ${n.number}. Their reason: ${n.reason}` },
          { link: { label: jp ? 'コンソールで依頼を開く' : 'Open the request in the console', url: siteLink(`/staff/odm/${n.requestId}`) } },
        ],
      };
  }
};

const FOOTER = {
  en: 'Fusion staff notification. You receive it as a member of the team that handles this queue.',
  jp: 'Fusion スタッフ通知。このキューを担当するチームのメンバーとしてお送りしています。',
} as const;

interface Recipient {
  email: string;
  lang: Lang;
  userId?: number;
}

/** The configured addresses, else the role's staff accounts, else the admins. */
const recipientsFor = async (tx: DbOrTx, configured: readonly string[], role: StaffRole): Promise<Recipient[]> => {
  if (configured.length > 0) return configured.map((email) => ({ email, lang: 'en' }));
  const staff = await tx
    .select({ id: users.id, email: users.email, lang: users.lang, role: users.staffRole })
    .from(users)
    .where(and(eq(users.userType, 'staff'), inArray(users.staffRole, [role, 'admin'])))
    .orderBy(users.id);
  const ofRole = staff.filter((s) => s.role === role);
  return (ofRole.length > 0 ? ofRole : staff).map((s) => ({ email: s.email, lang: s.lang === 'jp' ? 'jp' : 'en', userId: s.id }));
};

/** Queues the notice for every recipient in the caller's transaction; answers how many mails were queued. */
export const notifyStaff = async (tx: DbOrTx, configured: readonly string[], notice: StaffNotice, now: Date): Promise<number> => {
  const recipients = await recipientsFor(tx, configured, ROLE_OF[notice.kind]);
  let queued = 0;
  for (const to of recipients) {
    const w = write(notice, to.lang, now);
    const rendered = renderMail({ subject: w.subject, heading: w.heading, blocks: w.blocks, footer: FOOTER[to.lang], lang: to.lang });
    const id = await enqueueMail(tx, {
      ...rendered, kind: `staff_${notice.kind}`, to: to.email, lang: to.lang, dedupeKey: `staff_${notice.kind}:${w.event}:${to.email.toLowerCase()}`,
      ...(to.userId !== undefined ? { userId: to.userId } : {}), ...('orderId' in notice ? { orderId: notice.orderId } : {}),
    }, now);
    if (id !== null) queued++;
  }
  return queued;
};

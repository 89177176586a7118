// Mails of the distributor program (issue 15): application received, decision (approved with the terms and the
// contract to accept, or rejected with the note), the code once the contract is accepted, each payout paid, a change
// of the rebate terms (with the date it comes into force), a suspension and a reinstatement.
// Queued in the event's transaction; the applicant's edition decides the language.
import type { DbOrTx } from '../../db/client';
import type { DistributorKind } from '../../../shared/contracts/distributor';
import { queueCustomerMail } from './enqueue-mail';
import { mailDate, moneyFor, recipientOf, siteLink } from './mail-kit';

const MY_PROGRAM = '/web/user/distributor';

const percent = (bp: number): string => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)} %`;
const periodWords = (period: string | null, jp: boolean): string =>
  period === 'quarterly' ? (jp ? '四半期ごと' : 'quarterly') : jp ? '毎月' : 'monthly';

export const mailDistributorReceived = async (tx: DbOrTx, d: { userId: number; distributorId: number; kind: DistributorKind }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'distributor_received', to, dedupeKey: `distributor_received:${d.distributorId}:${now.getTime()}`,
    subject: jp ? '販売代理店・アフィリエイトのお申し込みを受け付けました' : 'We received your distributor application',
    heading: jp ? 'お申し込みありがとうございます' : 'Thank you for applying',
    blocks: [
      { p: jp ? 'お申し込みを受け付けました。担当者が審査し、5営業日以内に結果をご連絡します。' : 'We received your application. Our team reviews it and answers within 5 working days.' },
      { link: { label: jp ? 'お申し込みを確認する' : 'See your application', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

export const mailDistributorDecided = async (
  tx: DbOrTx,
  d: { userId: number; distributorId: number; approved: boolean; rateBp: number | null; period: string | null; note: string },
  now: Date,
): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const note = d.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${d.note}` }] : [];
  await queueCustomerMail(tx, d.approved
    ? {
      kind: 'distributor_approved', to, dedupeKey: `distributor_approved:${d.distributorId}:${now.getTime()}`,
      subject: jp ? '販売代理店のお申し込みが承認されました' : 'Your distributor application is approved',
      heading: jp ? '契約内容をご確認ください' : 'Please accept the contract',
      blocks: [
        { p: jp ? 'お申し込みが承認されました。アカウントで契約内容をご確認のうえ同意いただくと、代理店コードを発行します。' : 'Your application is approved. Accept the contract in your account and we issue your distributor code.' },
        { rows: jp
          ? [['リベート率', percent(d.rateBp ?? 0)], ['精算', periodWords(d.period, true)]]
          : [['Rebate', percent(d.rateBp ?? 0)], ['Statements', periodWords(d.period, false)]] },
        ...note,
        { link: { label: jp ? '契約内容を確認する' : 'Review the contract', url: siteLink(MY_PROGRAM) } },
      ],
    }
    : {
      kind: 'distributor_rejected', to, dedupeKey: `distributor_rejected:${d.distributorId}:${now.getTime()}`,
      subject: jp ? '販売代理店のお申し込みについて' : 'About your distributor application',
      heading: jp ? '今回はお受けできません' : 'We cannot accept this application',
      blocks: [{ p: jp ? '申し訳ございませんが、今回のお申し込みはお受けできませんでした。' : 'We are sorry: we cannot accept your application this time.' }, ...note],
    }, now);
};

export const mailDistributorActive = async (
  tx: DbOrTx,
  d: { userId: number; distributorId: number; code: string; rateBp: number; period: string },
  now: Date,
): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'distributor_active', to, dedupeKey: `distributor_active:${d.distributorId}`,
    subject: jp ? `代理店コードを発行しました：${d.code}` : `Your distributor code: ${d.code}`,
    heading: jp ? 'ご契約ありがとうございます' : 'Welcome to the program',
    blocks: [
      { p: jp ? 'ご注文の際にこのコードを入力いただくと、お支払い済みのご購入額に応じたリベートが精算期間ごとに計上されます。' : 'Orders placed with this code earn a rebate on their paid purchases, counted per statement period.' },
      { rows: jp
        ? [['代理店コード', d.code], ['リベート率', percent(d.rateBp)], ['精算', periodWords(d.period, true)]]
        : [['Distributor code', d.code], ['Rebate', percent(d.rateBp)], ['Statements', periodWords(d.period, false)]] },
      { link: { label: jp ? '明細を確認する' : 'See your statements', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

export const mailDistributorPaid = async (
  tx: DbOrTx,
  d: { userId: number; distributorId: number; period: string; rebateCents: bigint; reference: string },
  now: Date,
): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const money = await moneyFor(tx, to.lang);
  await queueCustomerMail(tx, {
    kind: 'distributor_paid', to, dedupeKey: `distributor_paid:${d.distributorId}:${d.period}`,
    subject: jp ? `リベートをお支払いしました（${d.period}）` : `Your rebate for ${d.period} is paid`,
    heading: jp ? 'リベートのお支払い' : 'Rebate paid',
    blocks: [
      { rows: jp
        ? [['期間', d.period], ['リベート', money.usd(d.rebateCents)], ['お支払い番号', d.reference]]
        : [['Period', d.period], ['Rebate', money.usd(d.rebateCents)], ['Payment reference', d.reference]] },
      { link: { label: jp ? '明細を確認する' : 'See your statements', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

export const mailDistributorTermsChanged = async (
  tx: DbOrTx,
  d: { userId: number; distributorId: number; rateBp: number; period: string; from: Date; note: string },
  now: Date,
): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const from = mailDate(d.from, to.lang);
  const note = d.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${d.note}` }] : [];
  await queueCustomerMail(tx, {
    kind: 'distributor_terms', to, dedupeKey: `distributor_terms:${d.distributorId}:${now.getTime()}`,
    subject: jp ? 'リベート条件の変更のお知らせ' : 'Your rebate terms are changing',
    heading: jp ? 'リベート条件を変更します' : 'New rebate terms',
    blocks: [
      { p: jp
        ? `${from}以降の精算期間から、次の条件を適用します。それまでに記録されたご注文は、記録時のリベート率のままです。`
        : `From the statement period starting ${from}, these terms apply. Orders recorded before keep the rate they were recorded with.` },
      { rows: jp
        ? [['リベート率', percent(d.rateBp)], ['精算', periodWords(d.period, true)], ['適用開始', from]]
        : [['Rebate', percent(d.rateBp)], ['Statements', periodWords(d.period, false)], ['From', from]] },
      ...note,
      { link: { label: jp ? '明細を確認する' : 'See your statements', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

export const mailDistributorSuspended = async (tx: DbOrTx, d: { userId: number; distributorId: number; code: string | null; note: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'distributor_suspended', to, dedupeKey: `distributor_suspended:${d.distributorId}:${now.getTime()}`,
    subject: jp ? '代理店コードを停止しました' : 'Your distributor code is suspended',
    heading: jp ? '代理店契約の停止' : 'Distributor program suspended',
    blocks: [
      { p: jp
        ? `代理店コード${d.code ? `（${d.code}）` : ''}は本日から注文時にご利用いただけません。これまでの明細とお支払い前のリベートはアカウントでご確認いただけます。`
        : `Your distributor code${d.code ? ` (${d.code})` : ''} can no longer be used at checkout. Your statements, and any rebate not yet paid, stay in your account.` },
      { p: `${jp ? '担当者より：' : 'A note from us: '}${d.note}` },
      { link: { label: jp ? '明細を確認する' : 'See your statements', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

export const mailDistributorReinstated = async (tx: DbOrTx, d: { userId: number; distributorId: number; code: string | null; note: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, d.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'distributor_reinstated', to, dedupeKey: `distributor_reinstated:${d.distributorId}:${now.getTime()}`,
    subject: jp ? '代理店コードの停止を解除しました' : 'Your distributor code works again',
    heading: jp ? '代理店契約の再開' : 'Distributor program reinstated',
    blocks: [
      { p: jp
        ? `代理店コード${d.code ? `（${d.code}）` : ''}は本日から再び注文時にご利用いただけます。リベートの条件と明細はこれまでどおりです。`
        : `Your distributor code${d.code ? ` (${d.code})` : ''} can be used at checkout again from today. Your rebate terms and statements carry on as before.` },
      ...(d.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${d.note}` }] : []),
      { link: { label: jp ? '明細を確認する' : 'See your statements', url: siteLink(MY_PROGRAM) } },
    ],
  }, now);
};

// Mails about a PCBA sponsorship application (issue 15): received, and the decision with staff's note. Queued in
// the transaction of the event; the applicant's edition decides the language.
import type { DbOrTx } from '../../db/client';
import { sponsorshipPath, type SponsorshipProduct } from '../../../shared/contracts/sponsorship';
import { queueCustomerMail } from './enqueue-mail';
import { recipientOf, siteLink } from './mail-kit';

interface Application {
  id: number;
  userId: number;
  product: string;
  projectName: string;
  status: string;
  decisionNote: string;
}

const pageOf = (a: Application) => siteLink(sponsorshipPath(a.product as SponsorshipProduct));

export const mailSponsorshipReceived = async (tx: DbOrTx, a: Application, now: Date): Promise<void> => {
  const to = await recipientOf(tx, a.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'sponsorship_received', to, dedupeKey: `sponsorship_received:${a.id}`,
    subject: jp ? `スポンサーシップのお申し込みを受け付けました（${a.projectName}）` : `We received your sponsorship application: ${a.projectName}`,
    heading: jp ? 'お申し込みありがとうございます' : 'Thank you for applying',
    blocks: [
      { p: jp
        ? `プロジェクト「${a.projectName}」のお申し込みを受け付けました。担当者が内容を確認し、5営業日以内に結果をお知らせします。`
        : `We received the application for "${a.projectName}". Our team reviews it and tells you the decision within 5 working days.` },
      { link: { label: jp ? 'お申し込み状況を見る' : 'See your application', url: pageOf(a) } },
    ],
  }, now);
};

export const mailSponsorshipDecided = async (tx: DbOrTx, a: Application, now: Date): Promise<void> => {
  const to = await recipientOf(tx, a.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const approved = a.status === 'approved';
  const words = approved
    ? (jp ? `プロジェクト「${a.projectName}」のスポンサーシップが承認されました。基板の製造について担当者からご連絡します。` : `Your sponsorship for "${a.projectName}" is approved. Our team contacts you to arrange the boards.`)
    : (jp ? `プロジェクト「${a.projectName}」のスポンサーシップは、今回は見送らせていただきます。` : `We cannot sponsor "${a.projectName}" this time.`);
  await queueCustomerMail(tx, {
    kind: 'sponsorship_decided', to, dedupeKey: `sponsorship_decided:${a.id}`,
    subject: approved
      ? (jp ? `スポンサーシップが承認されました（${a.projectName}）` : `Your sponsorship is approved: ${a.projectName}`)
      : (jp ? `スポンサーシップの審査結果（${a.projectName}）` : `Your sponsorship application: ${a.projectName}`),
    heading: approved ? (jp ? 'スポンサーシップ承認' : 'Sponsorship approved') : (jp ? '審査結果のお知らせ' : 'About your application'),
    blocks: [
      { p: words },
      ...(a.decisionNote ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${a.decisionNote}` }] : []),
      { link: { label: jp ? 'お申し込み状況を見る' : 'See your application', url: pageOf(a) } },
    ],
  }, now);
};

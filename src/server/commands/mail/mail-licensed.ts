// Mails about a licensed-products program (issue 15): the application received, then one mail at each batch stage
// staff move it to (the partner is told what the stage means and what comes next). Queued in the transaction of
// the event; the partner's edition decides the language.
import type { DbOrTx } from '../../db/client';
import type { LicensedStage } from '../../../shared/status/licensed-batch';
import { queueCustomerMail } from './enqueue-mail';
import { moneyFor, recipientOf, siteLink } from './mail-kit';

const MY_PROGRAMS = '/web/user/licensedProducts';

interface About {
  userId: number;
  programId: number;
  number: string;
  productName: string;
}

/** Each stage's name and what it means for the partner, in both editions (the spec's stage names). */
const STAGE_WORDS: Record<LicensedStage, { en: [string, string]; jp: [string, string] }> = {
  0: { en: ['Application Submitted', 'We received your application and review it within 3 working days.'], jp: ['申請受付', 'お申し込みを受け付けました。3営業日以内に審査いたします。'] },
  1: { en: ['Approved', 'Your application is approved. The next step is the program deposit; we will send the details.'], jp: ['承認', 'お申し込みが承認されました。次はプログラム保証金のお支払いです。詳細を別途ご案内します。'] },
  2: { en: ['Deposit Received', 'We received the program deposit. Production is being scheduled.'], jp: ['保証金受領', 'プログラム保証金を受領しました。生産の日程を調整しています。'] },
  3: { en: ['Rejected', 'We are sorry: we cannot take this product into the program.'], jp: ['不承認', '申し訳ございませんが、この製品はプログラムにお受けできません。'] },
  4: { en: ['Production Started', 'Production of your batch has started.'], jp: ['生産開始', 'ご依頼のバッチの生産を開始しました。'] },
  5: { en: ['Production Accomplished', 'Your batch is made. We prepare the listing in the Bazaar.'], jp: ['生産完了', 'バッチの生産が完了しました。Bazaarへの掲載を準備しています。'] },
  6: { en: ['Sell on Seeed in Progress', 'Your product is on sale. The remaining stock is shown in your account.'], jp: ['販売中', '製品の販売を開始しました。在庫数はアカウントでご確認いただけます。'] },
};

export const licensedStageName = (stage: LicensedStage, lang: 'en' | 'jp'): string => STAGE_WORDS[stage][lang][0];

export const mailLicensedStage = async (
  tx: DbOrTx,
  p: About & { stage: LicensedStage; note: string; depositCents: bigint | null; bazaarSku: string | null },
  now: Date,
): Promise<void> => {
  const to = await recipientOf(tx, p.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const [name, meaning] = STAGE_WORDS[p.stage][to.lang];
  const money = await moneyFor(tx, to.lang);
  const rows: [string, string][] = [[jp ? 'プログラムID' : 'Program id', p.number], [jp ? '製品' : 'Product', p.productName], [jp ? '状況' : 'Stage', name]];
  if (p.stage === 2 && p.depositCents !== null) rows.push([jp ? 'プログラム保証金' : 'Program deposit', money(p.depositCents)]);
  if (p.stage === 6 && p.bazaarSku) rows.push([jp ? 'Bazaar SKU' : 'Bazaar SKU', p.bazaarSku]);
  await queueCustomerMail(tx, {
    // one mail per stage reached: a retried move sends nothing twice
    kind: 'licensed_stage', to, dedupeKey: `licensed_stage:${p.programId}:${p.stage}`,
    subject: jp ? `ライセンス製品プログラム：${name}（${p.number}）` : `Licensed products program ${p.number}: ${name}`,
    heading: name,
    blocks: [
      { p: meaning },
      { rows },
      ...(p.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${p.note}` }] : []),
      { link: { label: jp ? 'プログラムを確認する' : 'See your program', url: siteLink(MY_PROGRAMS) } },
    ],
  }, now);
};

// The mail that carries a shared re-order link (issue 14) to someone the owner names, who may have no account: it is
// written in the sender's edition, says who shared it and until when the link works (7 days, single purchase).
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from './enqueue-mail';
import { footer, mailDate, type Recipient, siteLink } from './mail-kit';
import { renderMail } from './render';
import type { SharedLinkKind } from '../../../shared/contracts/shared-link';

export const sharedLinkPath = (token: string): string => `/shared-link/${token}`;

export const mailSharedLink = async (
  tx: DbOrTx,
  m: { sender: Recipient; to: string; token: string; linkId: number; expiresAt: Date; itemNames: string[]; kind: SharedLinkKind },
  now: Date,
): Promise<void> => {
  const lang = m.sender.lang;
  const jp = lang === 'jp';
  const from = jp ? `${m.sender.lastName} ${m.sender.firstName}`.trim() : `${m.sender.firstName} ${m.sender.lastName}`.trim();
  const until = mailDate(m.expiresAt, lang);
  const rendered = renderMail({
    lang,
    subject: jp ? `${from}様から設計データが共有されました` : `${from} shared a design with you`,
    heading: jp ? '設計データの共有' : 'A design was shared with you',
    blocks: [
      { p: jp ? 'こんにちは。' : 'Hello,' },
      { p: jp
        ? `${from}様が${m.kind === 'project' ? 'ギャラリーに投稿した基板' : 'Fusionでのご注文内容'}を共有しました。リンクからデータを確認し、サインインすると同じ仕様でカートに追加できます。`
        : `${from} shared ${m.kind === 'project' ? 'the board of their gallery design' : 'the design of a Fusion order'} with you. Open the link to see it; sign in to put the same design in your cart.` },
      { list: [{ title: jp ? '内容' : 'Items', lines: m.itemNames }] },
      { p: jp
        ? `リンクは1回のご購入にのみ有効で、有効期限は${until}です。`
        : `The link works for a single purchase and expires on ${until}.` },
      { link: { label: jp ? '共有された設計を見る' : 'See the shared design', url: siteLink(sharedLinkPath(m.token)) } },
    ],
    footer: footer(lang),
  });
  await enqueueMail(tx, { ...rendered, kind: 'shared_link', to: m.to, lang, userId: m.sender.userId, dedupeKey: `shared_link:${m.linkId}` }, now);
};

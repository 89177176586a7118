// Mails about the design gallery (issue 14): the author hears when staff feature or hide a design; a commenter hears
// when their comment was approved and is on the page. Each is queued in the transaction of the staff action; the
// customer's edition decides the language.
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { recipientOf, siteLink } from './mail-kit';

interface About {
  userId: number;
  projectId: number;
  name: string;
}

const pageOf = (projectId: number): string => siteLink(`/gallery-detail/${projectId}`);

export const mailGalleryFeatured = async (tx: DbOrTx, r: About, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'gallery_featured', to, dedupeKey: `gallery_featured:${r.projectId}:${now.getTime()}`,
    subject: jp ? `デザイン「${r.name}」がおすすめに選ばれました` : `Your design "${r.name}" is featured`,
    heading: jp ? 'おすすめデザインに選ばれました' : 'Your design is featured',
    blocks: [
      { p: jp ? `ギャラリーのデザイン「${r.name}」がおすすめに掲載されました。多くの方にご覧いただけます。` : `Our team featured your design "${r.name}": it is now on the gallery's recommended page for everyone to see.` },
      { link: { label: jp ? 'デザインを見る' : 'See your design', url: pageOf(r.projectId) } },
    ],
  }, now);
};

export const mailGalleryHidden = async (tx: DbOrTx, r: About & { note: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'gallery_hidden', to, dedupeKey: `gallery_hidden:${r.projectId}:${now.getTime()}`,
    subject: jp ? `デザイン「${r.name}」の公開を停止しました` : `Your design "${r.name}" was taken off the gallery`,
    heading: jp ? 'デザインの公開を停止しました' : 'Your design is no longer shown',
    blocks: [
      { p: jp ? `ギャラリーのデザイン「${r.name}」は現在、ご本人以外には表示されません。` : `Your design "${r.name}" is no longer shown to anyone but you.` },
      ...(r.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${r.note}` }] : []),
      { link: { label: jp ? 'マイギャラリー' : 'My gallery', url: siteLink('/web/user/gallery') } },
    ],
  }, now);
};

export const mailGalleryCommentApproved = async (tx: DbOrTx, r: About & { commentId: number; commenterId: number }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.commenterId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'gallery_comment_approved', to, dedupeKey: `gallery_comment_approved:${r.commentId}`,
    subject: jp ? `「${r.name}」へのコメントが公開されました` : `Your comment on "${r.name}" is published`,
    heading: jp ? 'コメントが公開されました' : 'Your comment is published',
    blocks: [
      { p: jp ? `デザイン「${r.name}」へのコメントが承認され、ページに表示されています。` : `Your comment on the design "${r.name}" was approved and is shown on its page.` },
      { link: { label: jp ? 'デザインを見る' : 'See the design', url: pageOf(r.projectId) } },
    ],
  }, now);
};

// (issue 14 "Shared re-order link") Run once per edition (share-link.journey.ts, share-link-japanese.journey.ts): the
// owner of an order mails a re-order link from the order page; the recipient opens it from the mail, signs in and
// puts the design in their cart; opening it again, and opening a link mailed 8 days ago (written before the server
// started: the server's clock is the real one), both say 'Shared link expired: ask the project owner or sender'.
import crypto from 'node:crypto';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext, type JourneySetup } from '../harness';
import { findLink, readMails } from '../outbox';
import { sharedLinks, users } from '../../src/server/db/schema/index';
import { hashToken } from '../../src/server/security/tokens';
import { hashPassword } from '../../src/server/security/passwords';
import { reviews as reviewsEn } from '../../src/web/i18n/en/reviews';
import { reviews as reviewsJa } from '../../src/web/i18n/ja/reviews';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { PAYMENT, placeOrderViaApi } from './order-api';

const DAY = 24 * 60 * 60 * 1000;

export interface ShareEdition extends Edition {
  reviews: typeof reviewsEn;
  /** The recipient's mail subject (written by the server: src/server/commands/mail/mail-shared-link.ts). */
  subject: string;
}
export const SHARE_EN: ShareEdition = { ...EDITION_EN, reviews: reviewsEn, subject: 'Journey Tester shared a design with you' };
export const SHARE_JA: ShareEdition = { ...EDITION_JA, reviews: reviewsJa, subject: 'Tester Journey様から設計データが共有されました' };

/** One expired link per edition, made before the server starts (tag → token). */
const expiredTokens = new Map<string, string>();

export const prepareExpiredLink = async (setup: JourneySetup, tag: string): Promise<void> => {
  const [sender] = await setup.db.insert(users).values({
    email: `e2e-${tag}@fusion.test`, passwordHash: await hashPassword(crypto.randomUUID(), setup.scryptLogN), firstName: 'Old', lastName: 'Sender', nickname: 'Old', lang: 'en',
  }).returning({ id: users.id });
  const token = crypto.randomBytes(32).toString('base64url');
  const sent = new Date(Date.now() - 8 * DAY);
  await setup.db.insert(sharedLinks).values({
    tokenHash: hashToken(token), sourceKind: 'order', sourceId: 1, senderId: sender!.id, recipientEmail: 'friend@example.test',
    createdAt: sent, expiresAt: new Date(sent.getTime() + 7 * DAY),
  });
  expiredTokens.set(tag, token);
};

export const shareLinkJourney = async (ctx: JourneyContext, e: ShareEdition, tag: string): Promise<void> => {
  const base = e.base(ctx);
  const r = e.reviews;
  const expired = e.common.errors.sharedLinkExpired;
  const owner = await signedInCustomer(ctx, `${tag}-owner`, base, e.signIn, e.lang);
  const order = await placeOrderViaApi(owner, base, PAYMENT.card);

  // the owner mails the link from the order page
  const friend = `friend-${crypto.randomBytes(4).toString('hex')}@example.test`;
  await owner.goto(`${base}/web/user/order/${order.order_id}`);
  await field(owner, r.order.email).fill(friend);
  await owner.getByRole('button', { name: r.order.send }).click();
  await expectVisible(owner.getByRole('status').filter({ hasText: r.order.sent.split('{{')[0]!.trim() }), 'the link sent');
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to === friend), 'the shared link mail');
  assert(mail.subject === e.subject, `mail subject: ${mail.subject}`);
  const link = findLink(mail, '/shared-link/');
  assert(link, 'a shared link in the mail');
  const path = new URL(link).pathname;

  // the recipient opens it, signs in, and puts the design in their cart once
  const friendPage = await signedInCustomer(ctx, `${tag}-friend`, base, e.signIn, e.lang);
  await friendPage.goto(`${base}${path}`);
  await expectVisible(friendPage.getByRole('heading', { name: r.shared.title }), 'the shared design page');
  await friendPage.getByRole('button', { name: r.shared.buy }).click();
  await expectVisible(friendPage.getByText(r.shared.added), 'the design added to the cart');
  await friendPage.getByRole('link', { name: r.shared.goToCart }).click();
  await expectUrl(friendPage, (u) => u.pathname === '/web/cart', 'the cart');

  // a second use says the link expired
  await friendPage.goto(`${base}${path}`);
  await expectVisible(friendPage.getByTestId('shared-link-expired').getByText(expired), 'the used link refused');

  // and so does a link mailed 8 days ago
  const old = expiredTokens.get(tag);
  assert(old, `no expired link prepared for ${tag}`);
  await friendPage.goto(`${base}/shared-link/${old}`);
  await expectVisible(friendPage.getByTestId('shared-link-expired').getByText(expired), 'the expired link refused');
};

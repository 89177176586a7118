// POST /v1/shared-link/send: the owner of an order mails a re-order link (spec services §4): valid 7 days from the
// mail, one purchase. Someone else's order answers 404 (findOwnOrder). Only the token's hash is stored.
import type { Deps } from '../../deps';
import { DAY } from '../../clock';
import { sharedLinks } from '../../db/schema/index';
import { hashToken, randomToken } from '../../security/tokens';
import { findOwnOrder } from '../order/get-order';
import { recipientOf } from '../mail/mail-kit';
import { mailSharedLink } from '../mail/mail-shared-link';
import { notFound } from '../../http/errors';
import { SHARED_LINK_DAYS } from '../../../shared/contracts/shared-link';

export const sendSharedLink = async (deps: Pick<Deps, 'db' | 'clock'>, req: { userId: number; orderId: number; email: string }): Promise<{ expires_at: string }> => {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SHARED_LINK_DAYS * DAY);
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    const { lines } = await findOwnOrder(tx, req.userId, req.orderId);
    const sender = await recipientOf(tx, req.userId);
    if (!sender) throw notFound('Order not found.');
    const [link] = await tx.insert(sharedLinks).values({
      tokenHash: hashToken(token), sourceKind: 'order', sourceId: req.orderId, senderId: req.userId,
      recipientEmail: req.email, createdAt: now, expiresAt,
    }).returning({ id: sharedLinks.id });
    await mailSharedLink(tx, { sender, to: req.email, token, linkId: link!.id, expiresAt, itemNames: lines.map((l) => `${l.name} × ${l.quantity}`) }, now);
  });
  return { expires_at: expiresAt.toISOString() };
};

// POST /v1/shared-link/send: the owner of an order, or of a gallery project with a board, mails a re-order link (spec
// services §4): valid 7 days from the mail, one purchase. Someone else's order or project answers 404 (sources.ts).
// Only the token's hash is stored.
import type { Deps } from '../../deps';
import { DAY } from '../../clock';
import { sharedLinks } from '../../db/schema/index';
import { hashToken, randomToken } from '../../security/tokens';
import { ownSourceLines, type LinkSource } from './sources';
import { recipientOf } from '../mail/mail-kit';
import { mailSharedLink } from '../mail/mail-shared-link';
import { notFound } from '../../http/errors';
import { SHARED_LINK_DAYS } from '../../../shared/contracts/shared-link';

export const sendSharedLink = async (deps: Pick<Deps, 'db' | 'clock'>, req: { userId: number; source: LinkSource; email: string }): Promise<{ expires_at: string }> => {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SHARED_LINK_DAYS * DAY);
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    const lines = await ownSourceLines(tx, req.userId, req.source);
    const sender = await recipientOf(tx, req.userId);
    if (!sender) throw notFound('Not found.');
    const [link] = await tx.insert(sharedLinks).values({
      tokenHash: hashToken(token), sourceKind: req.source.kind, sourceId: req.source.id, senderId: req.userId,
      recipientEmail: req.email, createdAt: now, expiresAt,
    }).returning({ id: sharedLinks.id });
    await mailSharedLink(tx, { sender, to: req.email, token, linkId: link!.id, expiresAt, itemNames: lines.map((l) => `${l.name} × ${l.quantity}`), kind: req.source.kind }, now);
  });
  return { expires_at: expiresAt.toISOString() };
};

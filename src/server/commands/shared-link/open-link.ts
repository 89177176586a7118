// GET /v1/shared-link/view: what the recipient sees before buying (the items of the shared order, never its
// addresses or prices). The link shows until it is used or expires (injected clock); after that, and for an unknown
// token, the same "Shared link expired" answer.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { orderLines, sharedLinks } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';
import { sharedLinkExpired } from './errors';
import type { SharedLinkView } from '../../../shared/contracts/shared-link';

/** The link while it is open (not used, not expired), or the expired error. */
export const findOpenLink = async (db: DbOrTx, token: string, now: Date) => {
  const [link] = await db.select().from(sharedLinks)
    .where(and(eq(sharedLinks.tokenHash, hashToken(token)), isNull(sharedLinks.usedAt), gt(sharedLinks.expiresAt, now)));
  if (!link) throw sharedLinkExpired();
  return link;
};

export const linkedLines = (db: DbOrTx, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

export const viewSharedLink = async (deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<SharedLinkView> => {
  const link = await findOpenLink(deps.db, token, deps.clock.now());
  const lines = await linkedLines(deps.db, link.sourceId);
  return {
    kind: 'order',
    expires_at: link.expiresAt.toISOString(),
    items: lines.map((l) => ({ name: l.name, sku: l.sku, quantity: l.quantity, file_name: l.fileName })),
  };
};

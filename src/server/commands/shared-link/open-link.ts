// GET /v1/shared-link/view: what the recipient sees before buying (the items of the shared order or gallery project's
// board, never addresses or prices). The link shows until it is used or expires (injected clock); after that, and for an unknown
// token, the same "Shared link expired" answer.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { sharedLinks } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';
import { sharedLinkExpired } from './errors';
import { linkedLines, type LinkSource } from './sources';
import type { SharedLinkView } from '../../../shared/contracts/shared-link';

/** The link while it is open (not used, not expired), or the expired error. */
export const findOpenLink = async (db: DbOrTx, token: string, now: Date) => {
  const [link] = await db.select().from(sharedLinks)
    .where(and(eq(sharedLinks.tokenHash, hashToken(token)), isNull(sharedLinks.usedAt), gt(sharedLinks.expiresAt, now)));
  if (!link) throw sharedLinkExpired();
  return link;
};

/** A stored link's source (the check constraint keeps the kind to the known ones). */
export const sourceOf = (link: { sourceKind: string; sourceId: number }): LinkSource => ({ kind: link.sourceKind as LinkSource['kind'], id: link.sourceId });

export const viewSharedLink = async (deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<SharedLinkView> => {
  const link = await findOpenLink(deps.db, token, deps.clock.now());
  const source = sourceOf(link);
  const lines = await linkedLines(deps.db, source);
  return {
    kind: source.kind,
    expires_at: link.expiresAt.toISOString(),
    items: lines.map((l) => ({ name: l.name, sku: l.sku, quantity: l.quantity, file_name: l.fileName })),
  };
};

// What a shared link points at: its source is (kind, id). An order shares all its lines; a gallery project shares
// its board (the owner's order line it was made from: Gerber and parameters). The sender must own the source
// (someone else's answers 404, as a missing one); the recipient reaches the lines through the link alone.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { galleryProjects, orderLines } from '../../db/schema/index';
import { findOwnOrder } from '../order/get-order';
import { findOwnProject } from '../gallery/find-project';
import { noBoard } from '../gallery/errors';
import type { SharedLinkKind } from '../../../shared/contracts/shared-link';

export interface LinkSource { kind: SharedLinkKind; id: number }

const orderLinesOf = (db: DbOrTx, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

const boardLinesOf = (db: DbOrTx, projectId: number) =>
  db.select({ line: orderLines }).from(galleryProjects)
    .innerJoin(orderLines, eq(orderLines.id, galleryProjects.orderLineId))
    .where(eq(galleryProjects.id, projectId))
    .then((rows) => rows.map((r) => r.line));

/** The lines a link's recipient sees and buys (none when the source is gone). */
export const linkedLines = (db: DbOrTx, source: LinkSource) =>
  source.kind === 'project' ? boardLinesOf(db, source.id) : orderLinesOf(db, source.id);

/** The lines of a source the sender owns; a project without a board has nothing to share. */
export const ownSourceLines = async (db: DbOrTx, userId: number, source: LinkSource) => {
  if (source.kind === 'order') return (await findOwnOrder(db, userId, source.id)).lines;
  await findOwnProject(db, userId, source.id);
  const lines = await boardLinesOf(db, source.id);
  if (lines.length === 0) throw noBoard();
  return lines;
};

// The customer's side of the BOM check (docs/pcba.md "BOM check"): GET /v1/pcba/items/:id lists the lines of their
// own PCBA item with status and staff's questions; POST /v1/pcba/items/:id/lines/:line/answer answers an asked or
// Unavailable line with a purchase link (https) or another MPN: the line goes back into the staff queue (due 1
// business day after the answer) and the team that checks BOMs is mailed. Another customer's item answers 404.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines } from '../../db/schema/index';
import type { PcbaItemLines } from '../../../shared/contracts/bom-check';
import { conflict, notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { notifyStaff } from '../mail/notify-staff';
import { boardsOf, isAsked, isOpen, linesOf, pcbaOf } from './bom-items';
import { presentLine } from './bom-items';

const itemNotFound = () => notFound('This assembly is not in your cart.');

const present = async (db: DbOrTx, userId: number, cartId: number): Promise<PcbaItemLines> => {
  const found = await pcbaOf(db, cartId);
  const { item, pcba } = owned(userId, found ? { ...found, userId: found.item.userId } : null, itemNotFound);
  const boards = boardsOf(pcba);
  const lines = await linesOf(db, cartId);
  return {
    cart_id: item.id, name: item.name, status: item.status, boards, total_cents: item.totalCents === null ? null : item.totalCents.toString(),
    lines: lines.map((l) => presentLine(l, boards)),
  };
};

export const getOwnPcbaItem = (db: DbOrTx, userId: number, cartId: number): Promise<PcbaItemLines> => present(db, userId, cartId);

interface Answer {
  cartId: number;
  line: number;
  purchaseLink: string;
  mpn: string;
}

/** Only an open line staff asked about, or an Unavailable one, takes an answer. */
export const answerLine = async ({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, a: Answer): Promise<PcbaItemLines> => {
  await db.transaction(async (tx) => {
    const now = clock.now();
    const [locked] = await tx.select().from(cartItems).where(eq(cartItems.id, a.cartId)).for('update');
    const item = owned(userId, locked, itemNotFound);
    const [line] = await tx.select().from(pcbaBomLines).where(and(eq(pcbaBomLines.cartItemId, a.cartId), eq(pcbaBomLines.lineNo, a.line)));
    if (!line) throw notFound('No such BOM line.');
    if (!isOpen(line) || !(isAsked(line) || line.status === 'unavailable')) {
      throw conflict('errors.bomLineNotAsked', 'This part does not need an answer now. Reload the page to see its status.');
    }
    await tx.update(pcbaBomLines).set({ purchaseLink: a.purchaseLink, suppliedMpn: a.mpn, answeredAt: now }).where(eq(pcbaBomLines.id, line.id));
    await notifyStaff(tx, config.staffNotifyEmail, { kind: 'bom_answered', cartItemId: item.id, name: item.name, line: a.line }, now);
  });
  return present(db, userId, a.cartId);
};

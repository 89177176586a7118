// The BOM check's actions on one line (docs/pcba.md "BOM check"), each in one transaction with its audit row:
// - confirm with a catalogue SKU (a suggestion or any part): priced at the catalogue's tier for quantity × boards,
//   with the matcher's own look-up;
// - confirm a part sourced from the customer's purchase link or MPN, at the unit price staff found;
// - ask the customer (the line stays open, marked as asked, the customer is mailed with a link to answer).
// Two staff on the same line: the item row is locked first, so the second waits, then finds the line settled and
// gets a conflict (errors.bomLineSettled); the UPDATE also checks the line is still open. When the last open line
// of a live item is settled, the item is re-priced (./reprice.ts) and the customer told the quote is ready.
// An ordered item's lines never change: the order's lines are a price snapshot that nothing re-prices, so a line
// settled afterwards would change the parts without changing what was paid. Checkout refuses an item with an open
// line (checkout/price-selection.ts), so an ordered item has none in the normal course; one ordered before that
// rule (or quoted by hand) is refused here with errors.bomItemOrdered and handled with the customer off the queue.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems, orderLines, pcbaBomLines } from '../../db/schema/index';
import type { BomCheckItem } from '../../../shared/contracts/bom-check';
import { conflict, invalid, notFound } from '../../http/errors';
import { writeAudit } from '../staff/audit';
import { findByKeys } from '../pcba/match-queries';
import { mailAssemblyQuoteReady, mailBomQuestion } from '../mail/mail-bom-check';
import { boardsOf, isOpen, pcbaOf, type BomLineRow } from './bom-items';
import { getBomCheckItem } from './get-item';
import { repriceSettledItem } from './reprice';

type SettleDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

const lineSettled = () => conflict('errors.bomLineSettled', 'Someone settled this line already. Reload to see how.');

interface Target {
  cartId: number;
  line: number;
}

/** Locks the item, then reads the open line; 404 for no such item or line, 409 for a line already settled. */
const openLine = async (tx: Tx, t: Target) => {
  const [locked] = await tx.select({ id: cartItems.id, cancelledAt: cartItems.cancelledAt }).from(cartItems).where(eq(cartItems.id, t.cartId)).for('update');
  const found = locked ? await pcbaOf(tx, t.cartId) : null;
  if (!locked || !found) throw notFound('No PCB assembly item with this number.');
  if (locked.cancelledAt) {
    const [ordered] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.cartItemId, t.cartId)).limit(1);
    if (ordered) throw conflict('errors.bomItemOrdered', 'This assembly is ordered already: its BOM lines can no longer change.');
    throw conflict('errors.bomItemRemoved', 'The customer removed this item from the cart.');
  }
  const [line] = await tx.select().from(pcbaBomLines).where(and(eq(pcbaBomLines.cartItemId, t.cartId), eq(pcbaBomLines.lineNo, t.line)));
  if (!line) throw notFound('No such BOM line.');
  if (!isOpen(line)) throw lineSettled();
  return { ...found, line };
};

type LineChange = Partial<typeof pcbaBomLines.$inferInsert>;

/** The conditional update: only an open line changes. */
const updateOpen = async (tx: Tx, line: BomLineRow, set: LineChange): Promise<BomLineRow> => {
  const [row] = await tx.update(pcbaBomLines).set(set).where(and(eq(pcbaBomLines.id, line.id), ne(pcbaBomLines.status, 'confirmed'))).returning();
  if (!row) throw lineSettled();
  return row;
};

const auditOf = (l: BomLineRow) => ({
  line: l.lineNo, status: l.status, choice: l.choice, part_sku: l.partSku, unit_micros: l.unitMicros, staff_note: l.staffNote,
  purchase_link: l.purchaseLink, supplied_mpn: l.suppliedMpn,
});

/** After a line is settled: the last open line re-prices the (live) item; a priced item mails the customer. */
const afterSettled = async (tx: Tx, deps: SettleDeps, cartId: number, staffId: number, now: Date): Promise<void> => {
  const [open] = await tx.select({ n: sql<number>`count(*)::int` }).from(pcbaBomLines).where(and(eq(pcbaBomLines.cartItemId, cartId), ne(pcbaBomLines.status, 'confirmed')));
  if ((open?.n ?? 0) > 0) return;
  if (await repriceSettledItem(tx, deps, cartId, staffId, 'BOM check: every line settled')) await mailAssemblyQuoteReady(tx, cartId, now);
};

type Found = Awaited<ReturnType<typeof openLine>>;
interface Change {
  set: LineChange;
  note: string;
  /** Asking keeps the line open: no settledBy/At, no re-pricing. */
  settles: boolean;
}

const act = async (deps: SettleDeps, staffId: number, t: Target, change: (tx: Tx, found: Found, now: Date) => Promise<Change>): Promise<BomCheckItem> => {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const found = await openLine(tx, t);
    const c = await change(tx, found, now);
    const updated = await updateOpen(tx, found.line, c.settles ? { ...c.set, settledBy: staffId, settledAt: now } : c.set);
    await writeAudit(tx, {
      staffId, action: 'bom.check', recordType: 'pcba_item', recordId: t.cartId, before: auditOf(found.line), after: auditOf(updated), now, note: c.note,
    });
    if (c.settles) await afterSettled(tx, deps, t.cartId, staffId, now);
  });
  return getBomCheckItem(deps.db, t.cartId);
};

/** Confirm with a catalogue part: the tier price at quantity × boards (a part without a price cannot be confirmed). */
export const confirmWithSku = (deps: SettleDeps, staffId: number, t: Target & { sku: string }): Promise<BomCheckItem> =>
  act(deps, staffId, t, async (tx, { line, pcba }) => {
    const [part] = await findByKeys(tx, [{ i: 0, key: t.sku, need: line.quantity * boardsOf(pcba), how: 'sku' }]);
    if (!part) throw invalid({ sku: 'errors.bomNoSuchPart' }, 'No catalogue part has this SKU.');
    if (part.unit_micros === null) throw invalid({ sku: 'errors.bomPartUnpriced' }, 'This part has no price in the catalogue; source it instead.');
    return {
      set: { status: 'confirmed', choice: 'staff', partSku: part.sku, unitMicros: BigInt(part.unit_micros) },
      note: `line ${t.line} confirmed with ${part.sku} (${part.mpn})`, settles: true,
    };
  });

/** Confirm a part sourced from the customer's purchase link or MPN, at a unit price in micro-USD. */
export const confirmSourced = (deps: SettleDeps, staffId: number, t: Target & { unitMicros: bigint; note: string }): Promise<BomCheckItem> =>
  act(deps, staffId, t, async () => ({
    set: { status: 'confirmed', choice: 'staff', partSku: null, unitMicros: t.unitMicros, ...(t.note ? { staffNote: t.note } : {}) },
    note: t.note || `line ${t.line} confirmed as sourced`, settles: true,
  }));

/** Ask the customer: the question is kept on the line (staff_note) and mailed with the link to answer. */
export const askCustomer = (deps: SettleDeps, staffId: number, t: Target & { note: string }): Promise<BomCheckItem> =>
  act(deps, staffId, t, async (tx, { line }, now) => {
    await mailBomQuestion(tx, {
      cartItemId: t.cartId, line: t.line, designators: (line.designators as string[]) ?? [], part: line.mpn || line.value, question: t.note,
    }, now);
    return { set: { staffNote: t.note, askedAt: now }, note: t.note, settles: false };
  });

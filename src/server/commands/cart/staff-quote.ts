// POST /v1/staff/cart/quote { cart_id, lines, build_days, note }: staff price an item waiting for a quotation (or
// quote a rejected one again). The lines are the price of the whole item; the item goes to Confirming and
// waits for the customer's answer, with the note (shown in the cart and mailed). Amounts are integer cents already
// (the contract checks the format).
import type { Deps } from '../../deps';
import type { CartItem, QuoteLineKey } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { conflict, invalid } from '../../http/errors';
import { hasOpenBomLines } from './quotation-waiting';
import { findLiveItem } from './find-item';
import { presentCartItems } from './present-cart-item';
import { transitionCartItem } from './transition';
import { mailQuoteAnswered } from '../mail/mail-cart-item';
import { writeAudit } from '../staff/audit';
import { authorizeQuoteAnswer, type Actor } from '../../security/policy';

interface StaffQuoteRequest {
  staffId: number;
  /** The staff member, for the scope check on the item (policy.ts authorizeQuoteAnswer). */
  actor: Actor;
  cartId: number;
  lines: { key: QuoteLineKey; amount: string }[];
  buildDays: number;
  note: string;
  /** Issue 12 (CNC): totals at other quantities, cent strings; stored sorted by quantity. */
  breaks?: { quantity: number; total: string }[];
}

export const quoteCartItem = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, req: StaffQuoteRequest): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const row = await findLiveItem(tx, req.cartId);
    authorizeQuoteAnswer(req.actor, row.productId);
    // The BOM check owns a PCB assembly until its lines are settled (cart/quotation-waiting.ts): a hand-made price
    // before that would cover parts nobody has checked.
    if (await hasOpenBomLines(tx, row.id)) throw conflict('errors.bomLinesOpen', 'This assembly has BOM lines still to check: settle them in the BOM check first.');
    const total = req.lines.reduce((sum, l) => sum + BigInt(l.amount), 0n);
    if (total <= 0n) throw invalid({ lines: 'validation.invalid' }, 'The quote must add up to more than zero.');
    const updated = await transitionCartItem(tx, {
      row, to: CartItemStatus.Confirming, actor: 'staff', actorId: req.staffId, reason: `quoted ${total} cents`, now: clock.now(),
      set: {
        priceLines: req.lines.map((l) => ({ key: l.key, amount: BigInt(l.amount).toString() })),
        totalCents: total,
        unitCents: total / BigInt(Math.max(1, row.quantity)),
        buildDays: req.buildDays,
        staffNote: req.note,
        declineReason: null,
        quoteBreaks: [...(req.breaks ?? [])].sort((a, b) => a.quantity - b.quantity).map((b) => ({ quantity: b.quantity, total: BigInt(b.total).toString() })),
      },
    });
    const quoteOf = (r: typeof row) => ({ status: r.status, price_lines: r.priceLines, total_cents: r.totalCents, build_days: r.buildDays, note: r.staffNote, quote_breaks: r.quoteBreaks });
    await writeAudit(tx, {
      staffId: req.staffId, action: 'quotes.answer', recordType: 'cart_item', recordId: row.id, before: quoteOf(row), after: quoteOf(updated), now: clock.now(),
      note: req.note,
    });
    await mailQuoteAnswered(tx, updated.id, clock.now());
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });

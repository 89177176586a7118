// POST /v1/drop-ship/lists/submit: a draft without problems becomes its packages (one per row, with the carrier
// table's cost) and the shipping fees go into the cart as one confirmed item (product 1633, customized shipping cost),
// paid like any order. The goods ship only after that order is paid (staff enter tracking only then). The stock is
// checked again inside the transaction: two lists cannot both take the last units.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dropShipLists, dropShipPackages } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { isOwnedBy } from '../../security/policy';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import type { DropShipList } from '../../../shared/contracts/drop-ship';
import type { DropShipRow } from '../../../shared/rules/drop-ship';
import { dropShipCostCents } from '../../../shared/pricing/drop-ship';
import { insertActiveCartItem } from '../cart/insert-active-item';
import { availableStock } from './stock';
import { presentLists } from './present-list';

export const submitDropShipList = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, listId: number): Promise<DropShipList> =>
  deps.db.transaction(async (tx) => {
    const [list] = await tx.select().from(dropShipLists).where(eq(dropShipLists.id, listId)).for('update');
    if (!isOwnedBy(userId, list)) throw notFound('List not found.');
    if (list.status !== 'draft') return (await presentLists(tx, [list]))[0]!; // submitted already: the same answer
    const rows = list.rows as DropShipRow[];
    if ((list.problems as unknown[]).length > 0 || rows.length === 0) throw conflict('errors.dropShipNotReady', 'Correct the list before submitting it.');
    const { available } = await availableStock(tx, userId);
    for (const r of rows) available.set(r.item, (available.get(r.item) ?? 0) - r.quantity);
    if ([...available.values()].some((n) => n < 0)) throw conflict('errors.dropShipStock', 'The list ships more than is in storage.');

    const now = deps.clock.now();
    const costs = rows.map((r) => BigInt(dropShipCostCents(r.shipping_method, r.country, r.quantity)));
    const total = costs.reduce((a, b) => a + b, 0n);
    const item = await insertActiveCartItem(tx, {
      userId, productId: ProductId.CustomizedShipCost, name: 'Drop-shipping fees', params: { description: `Drop-shipping list ${list.id}: ${rows.length} packages` },
      priceLines: [{ key: 'custom_shipping', amount: total.toString() }], unitCents: total, totalCents: total, buildDays: 0,
      weightGrams: 0, quantity: 1, status: CartItemStatus.Confirmed, requestId: crypto.randomUUID(),
    }, { actor: 'customer', actorId: userId, reason: 'drop-shipping list', now });
    await tx.insert(dropShipPackages).values(rows.map((r, i) => ({ listId: list.id, address: r, item: r.item, quantity: r.quantity, costCents: costs[i]! })));
    const [saved] = await tx.update(dropShipLists).set({ status: 'submitted', cartItemId: item.id, updatedAt: now })
      .where(and(eq(dropShipLists.id, list.id), eq(dropShipLists.status, 'draft'))).returning();
    return (await presentLists(tx, [saved!]))[0]!;
  });

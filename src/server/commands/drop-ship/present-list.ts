// What the customer and staff see of an address list (issue 15): its rows (kept rows of a draft, or the packages of a
// submitted list with their cost and tracking), the last upload's problems, the total, and whether the fees are paid
// (the order holding the fees' cart item is paid).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dropShipLists, dropShipPackages, orderLines, orders } from '../../db/schema/index';
import type { DropShipList, DropShipPackage, DropShipProblemView } from '../../../shared/contracts/drop-ship';
import type { DropShipRow } from '../../../shared/rules/drop-ship';
import { dropShipCostCents } from '../../../shared/pricing/drop-ship';

export type ListRow = typeof dropShipLists.$inferSelect;
type PackageRow = typeof dropShipPackages.$inferSelect;

/** The cart items (of these) whose order is paid. */
export const paidCartItems = async (db: DbOrTx, cartItemIds: number[]): Promise<Set<number>> => {
  if (cartItemIds.length === 0) return new Set();
  const rows = await db
    .select({ cartItemId: orderLines.cartItemId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.cartItemId, cartItemIds), isNotNull(orders.paidAt)));
  return new Set(rows.map((r) => r.cartItemId).filter((id): id is number => id !== null));
};

const draftPackage = (r: DropShipRow): DropShipPackage => ({
  ...r, package_id: null, shipping_cost_cents: String(dropShipCostCents(r.shipping_method, r.country, r.quantity)), tracking_number: null,
});
const submittedPackage = (p: PackageRow): DropShipPackage => ({
  ...(p.address as DropShipRow), package_id: p.id, shipping_cost_cents: p.costCents.toString(), tracking_number: p.trackingNumber,
});

export const presentList = (list: ListRow, packages: PackageRow[], paid: boolean): DropShipList => {
  const shown = list.status === 'submitted' ? packages.map(submittedPackage) : (list.rows as DropShipRow[]).map(draftPackage);
  const problems = list.problems as DropShipProblemView[];
  return {
    id: list.id, status: list.status === 'submitted' ? 'submitted' : 'draft', paid, file_name: list.fileName, rows: shown.length,
    problems: problems.length, total_cents: String(shown.reduce((sum, p) => sum + Number(p.shipping_cost_cents), 0)),
    created_at: list.createdAt.toISOString(), packages: shown, problem_list: problems, cart_id: list.cartItemId,
  };
};

/** Lists with their packages and paid state, in the given order. */
export const presentLists = async (db: DbOrTx, lists: ListRow[]): Promise<DropShipList[]> => {
  if (lists.length === 0) return [];
  const packages = await db.select().from(dropShipPackages).where(inArray(dropShipPackages.listId, lists.map((l) => l.id))).orderBy(dropShipPackages.id);
  const paid = await paidCartItems(db, lists.map((l) => l.cartItemId).filter((id): id is number => id !== null));
  return lists.map((l) => presentList(l, packages.filter((p) => p.listId === l.id), l.cartItemId !== null && paid.has(l.cartItemId)));
};

// GET /v1/staff/function-tests and /detail: the engineering queue of functional-test plans (issue 11). Only plans bound
// to a cart item are work (an unbound upload may never be used); Confirming ones come first, oldest first, then the
// decided ones, latest decision first. Searched by customer e-mail, file name or plan id.
import { aliasedTable, and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cartItems, orderLines, orders, pcbaTestPlans, users } from '../../db/schema/index';
import type { StaffTestPlan } from '../../../shared/contracts/function-test';
import { FunctionTestStatus } from '../../../shared/status/function-test';
import { testPlanNotFound } from './errors';
import { presentStaffPlan } from './present-plan';

const decider = aliasedTable(users, 'decider');

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const selectPlans = (db: DbOrTx) =>
  db
    .select({
      plan: pcbaTestPlans, email: users.email, itemName: cartItems.name, quantity: cartItems.quantity,
      orderId: orders.id, orderNo: orders.orderNo, decidedByEmail: decider.email,
    })
    .from(pcbaTestPlans)
    .innerJoin(users, eq(users.id, pcbaTestPlans.ownerId))
    .leftJoin(cartItems, eq(cartItems.id, pcbaTestPlans.cartItemId))
    .leftJoin(orderLines, eq(orderLines.cartItemId, pcbaTestPlans.cartItemId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(decider, eq(decider.id, pcbaTestPlans.decidedBy));

interface Row {
  plan: typeof pcbaTestPlans.$inferSelect;
  email: string;
  itemName: string | null;
  quantity: number | null;
  orderId: number | null;
  orderNo: string | null;
  decidedByEmail: string | null;
}

const present = (r: Row): StaffTestPlan =>
  presentStaffPlan(r.plan, {
    userId: r.plan.ownerId, email: r.email, itemName: r.itemName, quantity: r.quantity, orderId: r.orderId, orderNo: r.orderNo,
    decidedByEmail: r.decidedByEmail,
  });

interface PlanSearch {
  status?: number;
  q?: string;
  page: number;
  pageSize: number;
}

export const listStaffTestPlans = async (deps: Pick<Deps, 'db'>, s: PlanSearch) => {
  const where: SQL[] = [isNotNull(pcbaTestPlans.cartItemId)];
  if (s.status !== undefined) where.push(eq(pcbaTestPlans.status, s.status));
  const q = s.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const byId = /^\d{1,9}$/.test(q) ? [eq(pcbaTestPlans.id, Number(q))] : [];
    const match = or(ilike(users.email, like), ilike(pcbaTestPlans.originalName, like), ...byId);
    if (match) where.push(match);
  }
  const filter = and(...where);
  const [total] = await deps.db.select({ n: count() }).from(pcbaTestPlans).innerJoin(users, eq(users.id, pcbaTestPlans.ownerId)).where(filter);
  const rows = await selectPlans(deps.db)
    .where(filter)
    .orderBy(
      desc(sql`${pcbaTestPlans.status} = ${FunctionTestStatus.Confirming}`),
      // waiting: oldest first; decided: latest decision first
      asc(sql`case when ${pcbaTestPlans.status} = ${FunctionTestStatus.Confirming} then ${pcbaTestPlans.createdAt} end`),
      desc(pcbaTestPlans.decidedAt),
      asc(pcbaTestPlans.id),
    )
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: rows.map(present) };
};

export const getStaffTestPlan = async (db: DbOrTx, planId: number): Promise<StaffTestPlan> => {
  const [row] = await selectPlans(db).where(eq(pcbaTestPlans.id, planId)).limit(1);
  if (!row) throw testPlanNotFound();
  return present(row);
};

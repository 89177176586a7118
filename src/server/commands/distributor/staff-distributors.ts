// GET /v1/staff/distributors and /detail: the console's distributor queue (issue 15). Applications waiting for a
// decision first, oldest first; then the rest, latest change first.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { distributors, users } from '../../db/schema/index';
import type { DistributorStatus, StaffDistributor } from '../../../shared/contracts/distributor';
import { distributorNotFound } from './errors';
import { presentDistributor, type DistributorRow } from './present-distributor';

const select = (db: DbOrTx) => db.select({ r: distributors, email: users.email }).from(distributors).innerJoin(users, eq(users.id, distributors.userId));

const present = async (db: DbOrTx, rows: { r: DistributorRow; email: string }[], now: Date): Promise<StaffDistributor[]> =>
  Promise.all(rows.map(async ({ r, email }) => ({ ...(await presentDistributor(db, r, now)), user_id: r.userId, customer_email: email })));

export const listStaffDistributors = async (deps: Pick<Deps, 'db' | 'clock'>, s: { status?: DistributorStatus; page: number; pageSize: number }) => {
  const where = s.status ? eq(distributors.status, s.status) : undefined;
  const [total] = await deps.db.select({ n: count() }).from(distributors).where(where);
  const rows = await select(deps.db)
    .where(where)
    .orderBy(
      desc(sql`${distributors.status} = 'applied'`),
      asc(sql`case when ${distributors.status} = 'applied' then ${distributors.createdAt} end`),
      desc(distributors.updatedAt),
      asc(distributors.id),
    )
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: await present(deps.db, rows, deps.clock.now()) };
};

export const getStaffDistributor = async (db: DbOrTx, id: number, now: Date): Promise<StaffDistributor> => {
  const [one] = await present(db, await select(db).where(eq(distributors.id, id)).limit(1), now);
  if (!one) throw distributorNotFound();
  return one;
};

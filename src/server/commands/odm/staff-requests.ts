// GET /v1/staff/odm and /v1/staff/odm/detail: the sales queue of ODM requests (issue 13). Submitted requests come
// first, oldest first (they wait for an answer); then the rest, latest change first.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { odmRequests, users } from '../../db/schema/index';
import type { OdmStatus, StaffOdmRequest } from '../../../shared/contracts/odm';
import { odmRequestNotFound } from './errors';
import { presentRequests, type OdmRequestRow } from './present-request';

const withCustomers = async (db: DbOrTx, rows: { r: OdmRequestRow; email: string; first: string; last: string }[]): Promise<StaffOdmRequest[]> => {
  const presented = await presentRequests(db, rows.map((x) => x.r));
  return presented.map((p, i) => {
    const x = rows[i];
    return { ...p, user_id: x?.r.userId ?? 0, customer_email: x?.email ?? '', customer_name: [x?.first, x?.last].filter(Boolean).join(' ') };
  });
};

const select = (db: DbOrTx) =>
  db.select({ r: odmRequests, email: users.email, first: users.firstName, last: users.lastName }).from(odmRequests).innerJoin(users, eq(users.id, odmRequests.userId));

export const listStaffOdmRequests = async (deps: Pick<Deps, 'db'>, s: { status?: OdmStatus; page: number; pageSize: number }) => {
  const where = s.status ? eq(odmRequests.status, s.status) : undefined;
  const [total] = await deps.db.select({ n: count() }).from(odmRequests).where(where);
  const rows = await select(deps.db)
    .where(where)
    .orderBy(
      desc(sql`${odmRequests.status} = 'submitted'`),
      asc(sql`case when ${odmRequests.status} = 'submitted' then ${odmRequests.createdAt} end`),
      desc(odmRequests.updatedAt),
      asc(odmRequests.id),
    )
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: await withCustomers(deps.db, rows) };
};

export const getStaffOdmRequest = async (db: DbOrTx, id: number): Promise<StaffOdmRequest> => {
  const rows = await select(db).where(eq(odmRequests.id, id)).limit(1);
  if (!rows.length) throw odmRequestNotFound();
  const [one] = await withCustomers(db, rows);
  if (!one) throw odmRequestNotFound();
  return one;
};

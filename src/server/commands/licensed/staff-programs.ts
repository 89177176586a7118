// GET /v1/staff/licensed and /v1/staff/licensed/detail: the console's licensed-products queue (issue 15).
// Applications waiting for a decision come first, oldest first; then the rest, latest change first.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { licensedPrograms, users } from '../../db/schema/index';
import type { StaffLicensedProgram } from '../../../shared/contracts/licensed';
import { licensedNotFound } from './errors';
import { presentStaffPrograms } from './present-program';

const select = (db: DbOrTx) =>
  db.select({ r: licensedPrograms, email: users.email }).from(licensedPrograms).innerJoin(users, eq(users.id, licensedPrograms.userId));

export const listStaffLicensedPrograms = async (deps: Pick<Deps, 'db'>, s: { stage?: number; page: number; pageSize: number }) => {
  const where = s.stage === undefined ? undefined : eq(licensedPrograms.stage, s.stage);
  const [total] = await deps.db.select({ n: count() }).from(licensedPrograms).where(where);
  const rows = await select(deps.db)
    .where(where)
    .orderBy(
      desc(sql`${licensedPrograms.stage} = 0`),
      asc(sql`case when ${licensedPrograms.stage} = 0 then ${licensedPrograms.createdAt} end`),
      desc(licensedPrograms.updatedAt),
      asc(licensedPrograms.id),
    )
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: await presentStaffPrograms(deps.db, rows) };
};

export const getStaffLicensedProgram = async (db: DbOrTx, id: number): Promise<StaffLicensedProgram> => {
  const rows = await select(db).where(eq(licensedPrograms.id, id)).limit(1);
  const [one] = await presentStaffPrograms(db, rows);
  if (!one) throw licensedNotFound();
  return one;
};

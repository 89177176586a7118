// GET /v1/staff/customers: customer accounts looked up by e-mail, name or id (q), sorted and paged on the server.
// Staff accounts are not customers and are left out.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { users } from '../../../db/schema/index';
import type { customerListSchema } from '../../../../shared/contracts/staff-customers';
import { likePattern } from '../../order/list-orders';
import { presentCustomer } from './present-customer';

interface SearchCustomers {
  q?: string;
  sort: 'created_at' | 'email';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const searchCustomers = async ({ db }: Pick<Deps, 'db'>, s: SearchCustomers): Promise<z.infer<typeof customerListSchema>> => {
  const filters: (SQL | undefined)[] = [eq(users.userType, 'customer')];
  const q = s.q?.trim();
  if (q) {
    const p = likePattern(q);
    const byId = /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined;
    filters.push(or(ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p), ilike(users.nickname, p), byId));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const dir = s.dir === 'asc' ? asc : desc;
  const rows = await db.select().from(users).where(where)
    .orderBy(dir(s.sort === 'email' ? users.email : users.createdAt), dir(users.id))
    .limit(s.pageSize).offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: rows.map(presentCustomer) };
};

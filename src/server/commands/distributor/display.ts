// GET /visual/distributor/display (spec platform §7, no parameters): the active distributors and affiliates the
// public distributors page lists — company, country, website; nothing about the account behind them.
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributors } from '../../db/schema/index';
import type { DistributorKind } from '../../../shared/contracts/distributor';

export const displayDistributors = async (deps: Pick<Deps, 'db'>) => {
  const rows = await deps.db
    .select({ company: distributors.companyName, country: distributors.countryIso2, website: distributors.website, kind: distributors.kind })
    .from(distributors).where(eq(distributors.status, 'active')).orderBy(asc(distributors.countryIso2), asc(distributors.companyName)).limit(500);
  return { list: rows.map((r) => ({ company_name: r.company, country_iso2: r.country, website: r.website, kind: r.kind as DistributorKind })) };
};

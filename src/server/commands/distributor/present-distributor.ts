// A distributor record as the applicant and the console read it, with its statements.
import type { DbOrTx } from '../../db/client';
import type { distributors } from '../../db/schema/index';
import type { Distributor, DistributorKind, DistributorStatus } from '../../../shared/contracts/distributor';
import { statementsOf } from './statements';

export type DistributorRow = typeof distributors.$inferSelect;

export const presentDistributor = async (db: DbOrTx, r: DistributorRow, now: Date): Promise<Distributor> => ({
  id: r.id, kind: r.kind as DistributorKind, status: r.status as DistributorStatus, company_name: r.companyName, country_iso2: r.countryIso2,
  website: r.website, channels: r.channels, rate_bp: r.rateBp, period: r.period === 'monthly' || r.period === 'quarterly' ? r.period : null,
  code: r.code, note: r.staffNote, applied_at: r.createdAt.toISOString(), contract_accepted_at: r.contractAcceptedAt?.toISOString() ?? null,
  statements: await statementsOf(db, r, now),
});

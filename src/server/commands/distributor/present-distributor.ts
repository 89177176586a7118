// A distributor record as the applicant and the console read it: the terms in force now and any change staff
// scheduled, and its statements.
import type { DbOrTx } from '../../db/client';
import type { distributors } from '../../db/schema/index';
import type { Distributor, DistributorKind, DistributorStatus } from '../../../shared/contracts/distributor';
import { statementsOf } from './statements';
import { termsTimeline } from './terms';

export type DistributorRow = typeof distributors.$inferSelect;

export const presentDistributor = async (db: DbOrTx, r: DistributorRow, now: Date): Promise<Distributor> => {
  const terms = await termsTimeline(db, r);
  const current = terms?.at(now) ?? null;
  const next = terms?.scheduled(now) ?? null;
  return {
    id: r.id, kind: r.kind as DistributorKind, status: r.status as DistributorStatus, company_name: r.companyName, country_iso2: r.countryIso2,
    website: r.website, channels: r.channels, rate_bp: current?.rateBp ?? null, period: current?.period ?? null,
    next_terms: next ? { rate_bp: next.rateBp, period: next.period, from: next.from.toISOString() } : null,
    code: r.code, note: r.staffNote, applied_at: r.createdAt.toISOString(), contract_accepted_at: r.contractAcceptedAt?.toISOString() ?? null,
    statements: await statementsOf(db, r, now),
  };
};

// GET /v1/distributor/me, POST /v1/distributor/applications, POST /v1/distributor/contract (issue 15): the account's
// own distributor record — apply (one application per account; a rejected one may apply again), then accept the
// contract staff offered, which issues the code and sets the account's flags (distributor code; wholesale for a
// distributor, propagate for an affiliate). Each step mails the applicant in its transaction.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { distributors, users } from '../../db/schema/index';
import type { Distributor, distributorApplicationBodySchema } from '../../../shared/contracts/distributor';
import { isUniqueViolation } from '../../db/errors';
import { mailDistributorActive, mailDistributorReceived } from '../mail/mail-distributor';
import { distributorExists, distributorNotApproved } from './errors';
import { presentDistributor } from './present-distributor';

type Application = z.output<typeof distributorApplicationBodySchema>;

export const getOwnDistributor = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<{ distributor: Distributor | null }> => {
  const [row] = await deps.db.select().from(distributors).where(eq(distributors.userId, userId));
  return { distributor: row ? await presentDistributor(deps.db, row, deps.clock.now()) : null };
};

export const applyAsDistributor = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, a: Application): Promise<{ distributor: Distributor }> => {
  const now = deps.clock.now();
  const fields = { kind: a.kind, companyName: a.company_name, countryIso2: a.country_iso2, website: a.website, channels: a.channels };
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(distributors).where(eq(distributors.userId, userId)).for('update');
    if (existing && existing.status !== 'rejected') throw distributorExists();
    const [row] = existing
      ? await tx.update(distributors).set({ ...fields, status: 'applied', rateBp: null, period: null, staffNote: '', decidedAt: null, decidedBy: null, updatedAt: now })
        .where(eq(distributors.id, existing.id)).returning()
      : await tx.insert(distributors).values({ ...fields, userId, status: 'applied', createdAt: now, updatedAt: now }).returning();
    if (!row) throw new Error('distributor not saved');
    await mailDistributorReceived(tx, { userId, distributorId: row.id, kind: a.kind }, now);
    return { distributor: await presentDistributor(tx, row, now) };
  });
};

/** Eight letters and digits without the look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 8 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');

const issueCode = async (tx: Tx, id: number, now: Date) => {
  for (let attempt = 1; ; attempt++) {
    try {
      // a savepoint: a taken code (unique index) is retried with another without losing the transaction
      return await tx.transaction(async (sp) =>
        (await sp.update(distributors).set({ status: 'active', code: newCode(), contractAcceptedAt: now, updatedAt: now })
          .where(and(eq(distributors.id, id), eq(distributors.status, 'approved'))).returning())[0]);
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
};

export const acceptDistributorContract = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<{ distributor: Distributor }> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributors).where(eq(distributors.userId, userId)).for('update');
    if (!row || row.status !== 'approved') throw distributorNotApproved();
    const active = await issueCode(tx, row.id, now);
    if (!active?.code) throw distributorNotApproved();
    // the account's flags come from the program (platform §3 "User info": wholesale flag, propagate flag, distributor code)
    await tx.update(users).set({ distributorCode: active.code, wholesale: row.kind === 'distributor', propagate: row.kind === 'affiliate', updatedAt: now }).where(eq(users.id, userId));
    await mailDistributorActive(tx, { userId, distributorId: row.id, code: active.code, rateBp: active.rateBp ?? 0, period: active.period ?? 'monthly' }, now);
    return { distributor: await presentDistributor(tx, active, now) };
  });
};

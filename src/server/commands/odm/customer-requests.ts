// GET /v1/odm/requests and /v1/odm/requests/detail: the customer's own ODM requests, newest first. Someone else's
// request answers 404 like a missing one (security/policy.ts `owned`).
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { odmRequests } from '../../db/schema/index';
import type { OdmRequest } from '../../../shared/contracts/odm';
import { owned } from '../../security/policy';
import { odmRequestNotFound } from './errors';
import { presentRequest, presentRequests } from './present-request';

export const listOwnOdmRequests = async (deps: Pick<Deps, 'db'>, userId: number): Promise<{ list: OdmRequest[] }> => {
  const rows = await deps.db.select().from(odmRequests).where(eq(odmRequests.userId, userId)).orderBy(desc(odmRequests.createdAt), desc(odmRequests.id)).limit(200);
  return { list: await presentRequests(deps.db, rows) };
};

export const findOwnOdmRow = async (db: DbOrTx, userId: number, id: number, lock = false) => {
  const base = db.select().from(odmRequests).where(eq(odmRequests.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return owned(userId, row, odmRequestNotFound);
};

export const getOwnOdmRequest = async (deps: Pick<Deps, 'db'>, userId: number, id: number): Promise<OdmRequest> =>
  presentRequest(deps.db, await findOwnOdmRow(deps.db, userId, id));

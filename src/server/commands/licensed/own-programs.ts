// GET /v1/licensed/programs: the partner's own records, newest first (the account's licensed products page).
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { licensedPrograms } from '../../db/schema/index';
import type { LicensedProgram } from '../../../shared/contracts/licensed';
import { presentPrograms } from './present-program';

export const listOwnLicensedPrograms = async (deps: Pick<Deps, 'db'>, userId: number): Promise<{ list: LicensedProgram[] }> => {
  const rows = await deps.db.select().from(licensedPrograms).where(eq(licensedPrograms.userId, userId)).orderBy(desc(licensedPrograms.createdAt), desc(licensedPrograms.id)).limit(200);
  return { list: await presentPrograms(deps.db, rows) };
};

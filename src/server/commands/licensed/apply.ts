// POST /v1/licensed/applications (issue 15): a partner applies with a product; the record starts at stage 0
// Application Submitted with its first history row, and the partner is mailed, all in one transaction.
import type { Deps } from '../../deps';
import { licensedProgramHistory, licensedPrograms } from '../../db/schema/index';
import type { LicensedProgram } from '../../../shared/contracts/licensed';
import type { licensedApplicationBodySchema } from '../../../shared/contracts/licensed';
import type { z } from 'zod';
import { mailLicensedStage } from '../mail/mail-licensed';
import { presentPrograms, programNumber } from './present-program';

type Application = z.output<typeof licensedApplicationBodySchema>;

export const applyForLicensedProgram = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, a: Application): Promise<LicensedProgram> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(licensedPrograms)
      .values({
        userId, page: a.page, companyName: a.company_name, productName: a.product_name, productUrl: a.product_url, description: a.description,
        quantity: a.quantity, stage: 0, createdAt: now, updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('licensed program not inserted');
    await tx.insert(licensedProgramHistory).values({ programId: row.id, fromStage: null, toStage: 0, staffId: null, note: '', createdAt: now });
    await mailLicensedStage(tx, { userId, programId: row.id, number: programNumber(row.id), productName: row.productName, stage: 0, note: '', depositCents: null, bazaarSku: null }, now);
    const [presented] = await presentPrograms(tx, [row]);
    if (!presented) throw new Error('licensed program not presented');
    return presented;
  });
};

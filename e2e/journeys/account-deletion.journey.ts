// (issue 15) See account-deletion-flow.ts.
import type { JourneyContext } from '../harness';
import { DELETION_EN, accountDeletionJourney } from './account-deletion-flow';

export const name = 'Account deletion: the check blocks on an unpaid order, the order is cancelled, the check passes, the account is deleted and the e-mail registers again';
export const timeoutMs = 120_000;

export const run = (ctx: JourneyContext): Promise<void> => accountDeletionJourney(ctx, DELETION_EN);

// What a partner or a staff member hears about a licensed-products call (common catalog, errors.*). Someone else's
// program answers like a missing one (security/policy.ts `owned`).
import { conflict, notFound } from '../../http/errors';

export const licensedNotFound = () => notFound('Program not found.');
/** A refused stage move: the state machine's reason (status/licensed-batch.ts). */
export const licensedMoveRefused = (key: string) => conflict(key, 'This stage move is not allowed.');

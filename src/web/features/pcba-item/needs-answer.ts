import type { PcbaItemLine } from '../../../shared/contracts/bom-check';

/** The customer can answer the line now: staff asked about it, or it is Unavailable and not answered yet. */
export const needsAnswer = (l: Pick<PcbaItemLine, 'status' | 'asked' | 'answered_at'>): boolean =>
  l.status !== 'confirmed' && (l.asked || (l.status === 'unavailable' && !l.answered_at));

// The background work, in one list that both runners use (jobs/index.ts): the in-process scheduler on the embedded
// database and the PostgreSQL job queue with several processes. Each sweep is idempotent SQL (ARCHITECTURE.md
// "Time"), so a run repeated after a crash or a retry does no harm.
import type { Deps } from '../deps';
import { sweepUnpaidOrders } from './sweep-unpaid-orders';
import { sweepExpiredAuthRows } from './sweep-expired-auth';
import { sweepRefunds } from './sweep-refunds';
import { sweepStaleVisits } from './sweep-stale-visits';
import { sweepAutoReviews } from './sweep-auto-reviews';
import { sweepDropShipStorage } from './sweep-drop-ship-storage';
import { sweepGalleryUploads } from './sweep-gallery-uploads';
import { flushOutbox } from '../commands/mail/deliver-outbox';

export interface Sweep {
  /** Also the job queue's name. */
  name: string;
  run(deps: Deps): Promise<unknown>;
}

/** Every few minutes (the in-process timer; the queue's cron says the same). */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
export const SWEEP_CRON = '*/5 * * * *';

/** The mail delivery job: also asked for right after a request queued mail (app.ts). */
export const MAIL_JOB = 'mail-outbox';

export const SWEEPS: readonly Sweep[] = [
  { name: 'unpaid-orders', run: (deps) => sweepUnpaidOrders(deps) },
  { name: 'expired-auth-rows', run: (deps) => sweepExpiredAuthRows(deps) },
  { name: 'refunds', run: (deps) => sweepRefunds(deps) },
  { name: 'stale-visits', run: (deps) => sweepStaleVisits(deps) },
  { name: 'auto-reviews', run: (deps) => sweepAutoReviews(deps) },
  { name: 'drop-ship-storage', run: (deps) => sweepDropShipStorage(deps) },
  { name: 'gallery-uploads', run: (deps) => sweepGalleryUploads(deps) },
  // last, so mails the sweeps above queued go out in the same round; also retries failed sends when due
  { name: MAIL_JOB, run: (deps) => flushOutbox(deps) },
];

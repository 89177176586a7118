// Chooses the runner of the background work (docs/scale-out.md): on a PostgreSQL server the shared job queue, so any
// number of processes run each job once; on the embedded database (one process owns it) the in-process scheduler.
import type { Deps } from '../deps';
import type { DbHandle } from '../db/client';
import { startJobQueue } from './queue';
import { startJobs } from './scheduler';
import { MAIL_JOB } from './sweeps';

export interface BackgroundWork {
  /** Set with the queue: ask it to deliver mail a request just queued (app.ts onMailQueued). */
  onMailQueued?: () => void;
  /** Set with the queue: jobs waiting per queue (metrics). */
  queueDepth?: () => Promise<Record<string, number>>;
  /** Set with the queue: ask for a run of one job now (answers whether a new job was created). */
  trigger?: (name: string) => Promise<boolean>;
  stop(): Promise<void>;
}

export const startBackgroundWork = async (deps: Deps, handle: Pick<DbHandle, 'kind'>): Promise<BackgroundWork> => {
  const url = deps.config.databaseUrl;
  if (handle.kind !== 'postgres' || !url) return startJobs(deps);
  const queue = await startJobQueue(deps, { connectionString: url });
  return {
    onMailQueued: () => {
      queue.trigger(MAIL_JOB).catch((err: unknown) => deps.log.error({ err }, 'could not queue mail delivery'));
    },
    queueDepth: () => queue.depth(),
    trigger: (name) => queue.trigger(name),
    stop: () => queue.stop(),
  };
};

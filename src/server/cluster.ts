// WORKERS=n: n server processes share one port through node:cluster (the primary accepts connections and hands them
// to the workers in turn). The primary applies the migrations and the first-run seed once, before forking; it serves
// no requests itself. It answers the workers' requests for the whole cluster's metrics, passes SIGTERM/SIGINT on
// (each worker drains, finishes its requests and exits) and replaces a worker that died on its own.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config';
import { serveClusterMetrics } from './observability/cluster-metrics';

/** A worker that dies this soon after it started is failing to start (bad config): stop instead of looping. */
const STARTUP_MS = 30_000;

export const runPrimary = (config: Config, log: Logger, onListening: () => void): Promise<void> => {
  serveClusterMetrics();
  let stopping = false;
  let listening = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  for (let i = 0; i < config.workers; i += 1) fork();

  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) onListening();
  });

  return new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const since = started.get(worker) ?? 0;
      started.delete(worker);
      if (stopping) {
        if (started.size === 0) resolve();
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, 'server process exited');
      if (Date.now() - since < STARTUP_MS) {
        log.error('a server process failed while starting: stopping the others');
        stop('SIGTERM');
        return;
      }
      fork();
    });
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, workers: started.size }, 'stopping the server processes');
      for (const w of started.keys()) w.process.kill('SIGTERM');
      if (started.size === 0) resolve();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
};

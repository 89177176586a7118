// Under node:cluster a scrape lands on whichever process the port gave it to; that process asks the primary, which
// collects every worker's registry over IPC (prom-client's AggregatorRegistry) and answers the sum. Without a cluster
// the process answers its own registry.
import cluster from 'node:cluster';
import client from 'prom-client';

const REQ = 'fusion:metrics-req';
const RES = 'fusion:metrics-res';
const TIMEOUT_MS = 5_000;

interface MetricsMessage {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
}

/** Primary: answers workers' requests for the whole cluster's metrics. */
export const serveClusterMetrics = (): void => {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, msg: MetricsMessage) => {
    if (msg?.type !== REQ) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: RES, id: msg.id, text }))
      .catch((err: Error) => worker.send({ type: RES, id: msg.id, error: err.message }));
  });
};

let nextId = 0;

/** Worker: offers this registry to the primary's aggregation. */
export const joinClusterMetrics = (registry: client.Registry): void => {
  if (!cluster.isWorker) return;
  new client.AggregatorRegistry(); // installs the worker's answer to the primary's collection requests
  client.AggregatorRegistry.setRegistries([registry]);
};

/** The text to answer a scrape with: the whole cluster's when this is a cluster worker, else this process's. */
export const metricsText = async (registry: client.Registry): Promise<string> => {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const done = (msg: MetricsMessage) => {
      if (msg?.type !== RES || msg.id !== id) return;
      clearTimeout(timer);
      process.off('message', done);
      if (msg.error !== undefined) reject(new Error(msg.error));
      else resolve(msg.text ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', done);
      reject(new Error('cluster metrics timed out'));
    }, TIMEOUT_MS);
    process.on('message', done);
    process.send?.({ type: REQ, id });
  });
};

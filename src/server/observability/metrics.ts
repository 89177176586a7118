// Prometheus metrics of one server process (served at /api/metrics, http/operations.ts): request rate and errors per
// route, a latency histogram per route, the database pool and the job queue's depth. Routes are labelled by their
// pattern ('/api/v1/order/:id'), never the raw URL, so the number of series stays bounded; anything no route matched
// is '<unmatched>'. Under WORKERS=n (cluster.ts) the answer adds up every process (observability/cluster-metrics.ts).
import type pg from 'pg';
import client from 'prom-client';

export interface MetricsSources {
  /** The database pool, for its connection counts. */
  pool?: pg.Pool;
  /** Jobs waiting per queue (the PostgreSQL job queue, jobs/queue.ts); absent on the in-process scheduler. */
  queueDepth?: () => Promise<Record<string, number>>;
}

export interface Metrics {
  registry: client.Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** Seconds: fine steps under 100 ms where most API calls land, up to the 120 s request timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

const poolGauge = (registry: client.Registry, pool: pg.Pool): void => {
  new client.Gauge({
    name: 'fusion_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
};

const queueGauge = (registry: client.Registry, depth: () => Promise<Record<string, number>>): void => {
  new client.Gauge({
    name: 'fusion_job_queue_depth',
    help: 'Jobs waiting to run per queue (read from the shared database)',
    labelNames: ['queue'],
    registers: [registry],
    // every process reads the same shared number: across a cluster take one, do not add them up
    aggregator: 'first',
    async collect() {
      for (const [queue, n] of Object.entries(await depth())) this.set({ queue }, n);
    },
  });
};

/** `sources` absent (tests building many apps): no process-wide collectors (event-loop, memory) are started. */
export const createMetrics = (sources?: MetricsSources): Metrics => {
  const registry = new client.Registry();
  if (sources) client.collectDefaultMetrics({ register: registry, prefix: 'fusion_' });
  const requests = new client.Counter({
    name: 'fusion_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'fusion_http_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'fusion_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  if (sources?.pool) poolGauge(registry, sources.pool);
  if (sources?.queueDepth) queueGauge(registry, sources.queueDepth);
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      if (status >= 500) errors.inc({ method, route });
      latency.observe({ method, route }, seconds);
    },
  };
};

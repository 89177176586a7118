// The process's metrics report the database pool and the job queue's depth next to the request series.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('createMetrics', () => {
  it('reports pool connections by state and jobs waiting per queue', async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 1 } as pg.Pool;
    const metrics = createMetrics({ pool, queueDepth: async () => ({ 'mail-outbox': 2, 'unpaid-orders': 0 }) });
    const text = await metrics.registry.metrics();
    expect(text).toContain('fusion_db_pool_connections{state="total"} 4');
    expect(text).toContain('fusion_db_pool_connections{state="idle"} 3');
    expect(text).toContain('fusion_db_pool_connections{state="waiting"} 1');
    expect(text).toContain('fusion_job_queue_depth{queue="mail-outbox"} 2');
    expect(text).toContain('fusion_job_queue_depth{queue="unpaid-orders"} 0');
    expect(text).toContain('fusion_process_cpu_seconds_total');
  });

  it('counts server errors apart from other answers', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('POST', '/api/v1/order/create', 500, 0.2);
    metrics.observeRequest('POST', '/api/v1/order/create', 200, 0.05);
    const text = await metrics.registry.metrics();
    expect(text).toContain('fusion_http_errors_total{method="POST",route="/api/v1/order/create"} 1');
    expect(text).toContain('fusion_http_requests_total{method="POST",route="/api/v1/order/create",status="200"} 1');
    expect(text).toContain('fusion_http_request_duration_seconds_count{method="POST",route="/api/v1/order/create"} 2');
  });
});

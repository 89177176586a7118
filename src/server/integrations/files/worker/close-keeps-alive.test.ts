// close() waits for the pool's idle workers to die. Their handles are unref'd (an idle worker never keeps the server
// alive), so a script whose last pending work was that wait used to end with exit code 13 (unsettled top-level
// await) and never got past it: `BENCH_ONLY=print3d npm run bench` stopped without writing docs/benchmarks.md.
// Only a process of its own shows this: the test runner keeps its own event loop busy.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'close-keeps-alive.fixture.ts');

describe('CappedProcessPool.close', () => {
  it('keeps a script alive until its idle workers are gone', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('closed');
  }, 90_000);
});

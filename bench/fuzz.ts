// The OpenAPI-driven fuzz test (src/server/http/fuzz-<n>.api.test.ts, shards of fuzz-sweep.ts) run on both databases, with its counts reported:
// how many malformed requests went to how many operations, what they answered, and whether any answered 5xx or broke
// a later normal call. The test itself asserts; this only reports the figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../e2e/server';

interface FuzzLine {
  database: string;
  operations: number;
  requests: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  failures: number;
  ms: number;
}

/** The shards' lines summed per database (time: the shards' own times added up, as if run one after another). */
const perDatabase = (lines: FuzzLine[]): FuzzLine[] => {
  const sums = new Map<string, FuzzLine>();
  for (const l of lines) {
    const s = sums.get(l.database);
    if (!s) {
      sums.set(l.database, { ...l });
      continue;
    }
    for (const key of ['operations', 'requests', '2xx', '4xx', '5xx', 'failures', 'ms'] as const) s[key] += l[key];
  }
  return [...sums.values()];
};

export const runFuzzBench = async (): Promise<string> => {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-fuzz-')), 'fuzz.jsonl');
  const projects = ['--project', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : [])];
  const run = spawnSync('npx', ['vitest', 'run', 'src/server/http/fuzz-', ...projects], {
    cwd: ROOT, env: { ...process.env, FUZZ_REPORT: report }, encoding: 'utf8',
  });
  const lines: FuzzLine[] = fs.existsSync(report)
    ? fs.readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as FuzzLine)
    : [];
  const rows = perDatabase(lines).map(
    (l) => `| ${l.database} | ${l.operations} | ${l.requests} | ${l['2xx']} | ${l['4xx']} | **${l['5xx']}** | ${l.failures} | ${(l.ms / 1000).toFixed(1)} s |`,
  );
  return [
    'Every documented operation, signed in (staff operations as staff) and anonymous: each query/path parameter and each',
    'body field in turn replaced by wrong types, NUL bytes, 2^31, -2^31-1, 2^53+2, 1e308, -1, 0, 1.5, empty and 100,000-',
    'character strings, objects, arrays, null, NUL and prototype keys and 200-deep nesting; whole bodies that are strings,',
    'arrays, numbers, broken or 100,000-deep JSON; multipart fields and the sandbox pages. After each operation a customer',
    'nobody fuzzed makes a normal signed-in call ("later failures").',
    '',
    '| Database | Operations | Requests | 2xx | 4xx | 5xx | Later failures | Time |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...(rows.length ? rows : ['| — | — | — | — | — | — | — | — |']),
    '',
    run.status === 0 ? 'The fuzz test passed.' : `The fuzz test FAILED (exit ${run.status}); see \`npx vitest run src/server/http/fuzz-\`.`,
    '',
    `How: \`FUZZ_REPORT=<file> npx vitest run src/server/http/fuzz- ${projects.join(' ')}\`` +
      (process.env.TEST_DATABASE_URL ? '' : ' (TEST_DATABASE_URL not set: PostgreSQL not run)') + '.',
  ].join('\n');
};

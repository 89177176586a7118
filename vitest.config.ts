// Test projects: pure unit tests, web component tests (jsdom), and API/database tests that run on the
// embedded PGlite and, when TEST_DATABASE_URL is set, again on the PostgreSQL server.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files known to run for minutes: the malformed-input sweep's shards (src/server/http/fuzz-sweep.ts). */
const LONG_FILES = /[\\/]fuzz-\d+\.api\.test\.ts$/;

/**
 * Vitest's order, except that the long files start first within their project: on a clean clone there are no
 * recorded durations, so vitest runs larger files first and these four-line shard files would come last, leaving
 * one worker idle while the other finishes a sweep.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = (await super.sort(files)).map((spec, index) => ({ spec, index, long: LONG_FILES.test(spec.moduleId) }));
    sorted.sort((a, b) =>
      a.spec.project.name === b.spec.project.name && a.long !== b.long ? (a.long ? -1 : 1) : a.index - b.index,
    );
    return sorted.map((s) => s.spec);
  }
}

const apiTests = ['src/**/*.api.test.ts'];
const api = (name: string, db: string) => ({
  test: {
    name,
    include: apiTests,
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_DB: db },
    // a fresh database per file and whole flows per test: room for a 2-core machine that is also busy elsewhere
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [...apiTests, 'src/web/**'],
          environment: 'node',
          testTimeout: 60_000,
          // Pure functions and commands without mocks or global stubs: a worker keeps the modules it imported for
          // the next file instead of importing them again (measured: a third less CPU for this project, README).
          // A unit test that needs fresh module state (vi.mock, vi.stubGlobal, a module-level cache) must restore it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // a component test renders, clicks and waits several times: room for a loaded 2-core machine
          testTimeout: 60_000,
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});

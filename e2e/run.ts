// Browser-journey runner: `npm run test:e2e` (builds first, then `node --import tsx e2e/run.ts [filter]`).
// Starts the built server on a free port with a fresh data folder, drives the system Chromium through every
// e2e/journeys/*.journey.ts (each exports `name` and `run(ctx)`), one at a time with a 60 s cap each (a journey may export its own `timeoutMs`), and ends
// with one line `N passed, M failed[, K skipped]`; exit code 1 on any failure.
// E2E_CONCURRENCY=n runs n journeys at once (separate browser contexts on the one server and browser; default 1).
// Journeys share the server's data (the demo customer, the staff accounts, shop-wide prices and notices), so more
// than 1 is only for journeys known to be independent; see README "Testing" for the measurements.
// Without /usr/bin/chromium the journeys are skipped (exit 0), except under CI=true where that is a failure.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatServerLog } from './log-format';
import { SkipJourney, type Journey, type JourneyContext } from './harness';
import { ROOT, startServer, type RunningServer } from './server';
import { createStaffAccounts, prepareJourneys, type StaffAccounts } from './staff-accounts';

const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
const JOURNEY_TIMEOUT_MS = 60_000;
const JOURNEY_DIR = path.join(ROOT, 'e2e/journeys');
const ARTIFACTS = path.join(ROOT, 'e2e/screenshots'); // gitignored
const SERVER_LOG = path.join(ARTIFACTS, 'server.log');
const DEMO = { email: 'demo@fusion.test', password: 'fusion-demo' };
const isCI = process.env.CI === 'true' || process.env.CI === '1';

/** How many journeys run at once (E2E_CONCURRENCY, default 1). */
const concurrencyOf = (raw: string | undefined): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 8) : 1;
};
const CONCURRENCY = concurrencyOf(process.env.E2E_CONCURRENCY);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Any *.jp host reaches this machine, so http://fusion.localhost.jp:<port>/ is the Japanese edition.
  '--host-resolver-rules=MAP *.jp 127.0.0.1',
];

type Outcome = { status: 'passed' } | { status: 'failed'; error: string } | { status: 'skipped'; reason: string };

const summary = (passed: number, failed: number, skipped: number): string =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;

const isJourney = (mod: unknown): mod is Journey =>
  typeof mod === 'object' &&
  mod !== null &&
  typeof (mod as Partial<Journey>).name === 'string' &&
  typeof (mod as Partial<Journey>).run === 'function' &&
  ['undefined', 'number'].includes(typeof (mod as Partial<Journey>).timeoutMs);

/**
 * The journey's own cap when it exports a positive one, else the runner's; times the concurrency, since journeys
 * running side by side share the machine's cores with each other and the server.
 */
const timeoutOf = (journey: Journey): number =>
  (journey.timeoutMs !== undefined && Number.isFinite(journey.timeoutMs) && journey.timeoutMs > 0 ? journey.timeoutMs : JOURNEY_TIMEOUT_MS) *
  CONCURRENCY;

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const errorText = (err: unknown): string => (err instanceof Error ? (err.stack ?? err.message) : String(err));

const indent = (text: string, prefix = '    '): string =>
  text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');

interface LoadedJourney {
  file: string;
  journey?: Journey;
  loadError?: string;
}

const loadJourneys = async (filter: string | undefined): Promise<LoadedJourney[]> => {
  const files = fs.existsSync(JOURNEY_DIR)
    ? fs
        .readdirSync(JOURNEY_DIR)
        .filter((f) => f.endsWith('.journey.ts'))
        .filter((f) => !filter || f.includes(filter))
        .sort()
    : [];
  const loaded: LoadedJourney[] = [];
  for (const file of files) {
    try {
      const mod: unknown = await import(pathToFileURL(path.join(JOURNEY_DIR, file)).href);
      loaded.push(isJourney(mod) ? { file, journey: mod } : { file, loadError: 'must export `name` (string) and `run(ctx)` (and `timeoutMs` only as a number)' });
    } catch (err) {
      loaded.push({ file, loadError: errorText(err) });
    }
  }
  return loaded;
};

/** Runs one journey in its own browser contexts; screenshots every open page when it fails. */
const runJourney = async (
  browser: Browser, server: RunningServer, staff: StaffAccounts, journey: Journey, log: (line: string) => void,
): Promise<Outcome> => {
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const browserErrors: string[] = [];

  const ctx: JourneyContext = {
    baseUrl: server.baseUrl,
    jpUrl: server.jpUrl,
    outboxDir: server.outboxDir,
    demo: DEMO,
    staff,
    async newPage(options) {
      const context = await browser.newContext({ viewport: options?.viewport ?? { width: 1366, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (err) => browserErrors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') browserErrors.push(`console.error: ${msg.text()}`);
      });
      pages.push(page);
      return page;
    },
    skip(reason) {
      throw new SkipJourney(reason);
    },
    log: (message) => log(`    · ${message}`),
  };

  let timer: NodeJS.Timeout | undefined;
  const limit = timeoutOf(journey);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`journey timed out after ${limit / 1000} s`)), limit);
  });
  const running = journey.run(ctx);
  running.catch(() => undefined); // after a timeout its rejection (contexts closed) is no longer interesting

  let outcome: Outcome;
  try {
    await Promise.race([running, timeout]);
    outcome = { status: 'passed' };
  } catch (err) {
    outcome = err instanceof SkipJourney ? { status: 'skipped', reason: err.message } : { status: 'failed', error: errorText(err) };
  } finally {
    clearTimeout(timer);
  }

  if (outcome.status === 'failed') {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const shots: string[] = [];
    for (const [i, page] of pages.entries()) {
      if (page.isClosed()) continue;
      const file = path.join(ARTIFACTS, `${slug(journey.name)}-${i + 1}.png`);
      try {
        await page.screenshot({ path: file, timeout: 5_000 });
        shots.push(`${path.relative(process.cwd(), file)} (${page.url()})`);
      } catch {
        // a crashed page cannot be photographed; the error above still explains the failure
      }
    }
    const extra = [
      shots.length ? `screenshots:\n${indent(shots.join('\n'), '  ')}` : '',
      browserErrors.length ? `browser errors:\n${indent(browserErrors.slice(-10).join('\n'), '  ')}` : '',
    ].filter(Boolean);
    if (extra.length) outcome = { status: 'failed', error: `${outcome.error}\n${extra.join('\n')}` };
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  return outcome;
};

const main = async (): Promise<number> => {
  const filter = process.argv[2];
  const journeys = await loadJourneys(filter);

  if (!fs.existsSync(CHROMIUM)) {
    if (isCI) {
      console.error(`FAILED browser journeys: ${CHROMIUM} not found (install Debian chromium); CI=true requires the browser`);
      console.log(summary(0, journeys.length || 1, 0));
      return 1;
    }
    console.log(`SKIPPED browser journeys: ${CHROMIUM} not found (install Debian chromium)`);
    console.log(summary(0, 0, journeys.length));
    return 0;
  }
  if (journeys.length === 0) {
    console.error(`no journeys found in ${path.relative(process.cwd(), JOURNEY_DIR)}${filter ? ` matching "${filter}"` : ''}`);
    console.log(summary(0, 1, 0));
    return 1;
  }

  console.log(
    `Browser journeys: ${journeys.length} (Chromium ${CHROMIUM}, built server, server log ${path.relative(process.cwd(), SERVER_LOG)}` +
      `${CONCURRENCY > 1 ? `, ${CONCURRENCY} at a time` : ''})`,
  );
  let server: RunningServer;
  // filled by the set-up step, which runs on the fresh database before the server opens it
  const made: { staff?: StaffAccounts } = {};
  try {
    server = await startServer({
      logFile: SERVER_LOG,
      prepare: async ({ dataDir, env }) => {
        made.staff = await createStaffAccounts({ dataDir, scryptLogN: Number(env.SCRYPT_LOG_N) });
        await prepareJourneys({ dataDir, scryptLogN: Number(env.SCRYPT_LOG_N) }, journeys.flatMap((j) => (j.journey?.prepare ? [j.journey] : [])));
      },
    });
  } catch (err) {
    console.error(`could not start the server: ${errorText(err)}`);
    console.log(summary(0, journeys.length, 0));
    return 1;
  }
  const staffAccounts = made.staff;
  if (!staffAccounts) {
    await server.stop();
    console.error('could not start the server: the staff accounts were not created');
    console.log(summary(0, journeys.length, 0));
    return 1;
  }
  console.log(`server: ${server.baseUrl} (Japanese edition ${server.jpUrl}), staff accounts: ${Object.keys(staffAccounts).join(', ')}\n`);

  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await server.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    const launched = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    browser = launched;
    const runOne = async (item: LoadedJourney): Promise<void> => {
      const label = item.journey?.name ?? item.file;
      const started = Date.now();
      const logStart = server.logOffset();
      // one journey's lines stay together when several run at once: printed with its result
      const lines: string[] = [];
      const log = CONCURRENCY > 1 ? (line: string) => lines.push(line) : (line: string) => console.log(line);
      const outcome: Outcome = item.journey
        ? await runJourney(launched, server, staffAccounts, item.journey, log)
        : { status: 'failed', error: `could not load ${item.file}: ${item.loadError ?? ''}` };
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (lines.length) console.log(lines.join('\n'));
      if (outcome.status === 'passed') {
        passed++;
        console.log(`  ✔ ${label} (${secs} s)`);
      } else if (outcome.status === 'skipped') {
        skipped++;
        console.log(`  - ${label} (skipped: ${outcome.reason})`);
      } else {
        failed++;
        console.log(`  ✘ ${label} (${secs} s)\n${indent(outcome.error)}`);
        const output = formatServerLog(server.logSince(logStart)) || '(none)';
        const during = CONCURRENCY > 1 ? 'during this journey and the ones beside it' : 'during this journey';
        console.log(`    --- server output ${during} (full log: ${path.relative(process.cwd(), SERVER_LOG)}) ---\n${indent(output)}`);
      }
    };
    // CONCURRENCY lanes take the next journey in file order until none is left
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < journeys.length) await runOne(journeys[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, journeys.length) }, lane));
  } catch (err) {
    // The browser itself failed (launch or crash): every journey not yet counted fails.
    console.error(`browser failure: ${errorText(err)}`);
    failed = journeys.length - passed - skipped;
  } finally {
    await stopAll();
  }

  console.log(`\n${summary(passed, failed, skipped)}`);
  return failed > 0 ? 1 : 0;
};

// Exit explicitly: a journey abandoned on timeout must not keep the process alive.
process.exit(await main());

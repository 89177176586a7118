// What a journey file sees: the context the runner hands to run(ctx), and expect-style helpers that wait on
// UI state with a timeout (playwright-core has no `expect`; these are the few we need). Never sleep in a
// journey: wait for a locator, a URL or a condition.
import type { Locator, Page } from 'playwright-core';
import type { StaffAccounts } from './staff-accounts';
import type { Db } from '../src/server/db/client';

export interface Viewport {
  width: number;
  height: number;
}

export interface JourneyContext {
  /** English edition, e.g. http://localhost:41234 */
  baseUrl: string;
  /** Japanese edition on the same server, e.g. http://fusion.localhost.jp:41234 (*.jp maps to 127.0.0.1). */
  jpUrl: string;
  /** The server's mail outbox (DATA_DIR/outbox): *.eml files, see outbox.ts. */
  outboxDir: string;
  /** The seeded demo customer. */
  demo: { email: string; password: string };
  /** One staff account per role, made by the staff:create command before the server started (staff-accounts.ts). */
  staff: StaffAccounts;
  /** A page in a fresh browser context (own cookies and storage); 1366×900 unless a viewport is given. */
  newPage(options?: { viewport?: Viewport }): Promise<Page>;
  /** Ends the journey as skipped (counted separately, not a failure). */
  skip(reason: string): never;
  /** A line in the runner's output under this journey. */
  log(message: string): void;
}

/** What a journey's set-up step gets: the fresh database, before the server opens it (staff-accounts.ts does the same). */
export interface JourneySetup {
  db: Db;
  scryptLogN: number;
}

export interface Journey {
  name: string;
  run(ctx: JourneyContext): Promise<void>;
  /**
   * Optional: this journey's cap in milliseconds instead of the runner's 60 s, for the few that tell one long story
   * (the PCB assembly from upload to the DFA round trip crosses the shop, the console twice and the card page).
   */
  timeoutMs?: number;
  /**
   * Optional: data the shop's API cannot make yet (a PCB assembly item while its order page is being built), written
   * on the fresh database before the server starts. Runs only when the journey is selected.
   */
  prepare?(setup: JourneySetup): Promise<void>;
}

export class SkipJourney extends Error {}

/** Default wait for one UI expectation; the whole journey is capped separately (60 s unless it exports timeoutMs). */
export const STEP_TIMEOUT_MS = 15_000;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An input by its visible label, matched exactly (so 'Email' does not also find 'Confirm email'),
 * tolerating the required-field asterisk Mantine appends to the label. Several labels: any of them
 * (for wording the contract leaves open, e.g. 'Confirm password' / 'Confirm new password').
 */
export const field = (scope: Page | Locator, label: string | string[]): Locator => {
  const names = (Array.isArray(label) ? label : [label]).map(escapeRegExp).join('|');
  return scope.getByLabel(new RegExp(`^\\s*(?:${names})\\s*\\*?\\s*$`, 'i'));
};

/** Polls until fn returns a truthy value (returned) or the timeout passes (throws with the message). */
export const eventually = async <T>(
  fn: () => Promise<T | undefined | null | false>,
  message: string,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`timed out after ${timeoutMs / 1000} s: ${message}${cause}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};

const describe = (locator: Locator): string => String(locator).replace(/^Locator@/, '');

export const expectVisible = async (locator: Locator, what = describe(locator), timeoutMs = STEP_TIMEOUT_MS): Promise<void> => {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    const page = locator.page();
    throw new Error(`expected ${what} to be visible within ${timeoutMs / 1000} s (page: ${page.url()})`);
  }
};

/** Passes when nothing the locator matches is visible (absent, display:none, zero size...). */
export const expectHidden = async (locator: Locator, what = describe(locator), timeoutMs = STEP_TIMEOUT_MS): Promise<void> => {
  await eventually(
    async () => (await locator.filter({ visible: true }).count()) === 0,
    `expected ${what} to be hidden (page: ${locator.page().url()})`,
    timeoutMs,
  );
};

/** Waits until the page's URL satisfies the test (client-side navigations included). */
export const expectUrl = async (page: Page, test: (url: URL) => boolean, what: string, timeoutMs = STEP_TIMEOUT_MS): Promise<URL> =>
  eventually(
    async () => {
      const url = new URL(page.url());
      return test(url) ? url : undefined;
    },
    `expected the URL to be ${what}, but it is ${page.url()}`,
    timeoutMs,
  );

export const expectAttribute = async (
  locator: Locator,
  name: string,
  expected: string,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<void> => {
  let actual: string | null = null;
  await eventually(
    async () => {
      actual = await locator.first().getAttribute(name, { timeout: 1000 });
      return actual === expected;
    },
    `expected ${describe(locator)} [${name}] to be "${expected}" (it is "${String(actual)}")`,
    timeoutMs,
  );
};

export const expectInputValue = async (locator: Locator, expected: string, what: string, timeoutMs = STEP_TIMEOUT_MS): Promise<void> => {
  let actual = '';
  await eventually(
    async () => {
      actual = await locator.first().inputValue({ timeout: 1000 });
      return actual === expected;
    },
    `expected ${what} to hold "${expected}" (it holds "${actual}")`,
    timeoutMs,
  );
};

export const assert: (condition: unknown, message: string) => asserts condition = (condition, message) => {
  if (!condition) throw new Error(message);
};

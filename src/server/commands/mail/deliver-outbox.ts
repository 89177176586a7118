// Sends what the outbox holds, after the events' transactions committed (issue 8 §2). Rows are claimed with FOR UPDATE
// SKIP LOCKED and a lease (status `sending`, lease_until), so two processes sweeping at once never send the same row;
// a lease left by a process that died mid-send is taken over when it ends. A failed send is tried again with growing
// delays (1, 2, 4 … minutes, at most 6 hours apart) and given up after MAX_ATTEMPTS, kept as `failed` for support.
// A request never waits for this: the app starts a run after the response (app.ts) and the sweep catches the rest.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Mailer } from '../../integrations/mail/mailer';
import { HOUR, MINUTE } from '../../clock';
import { withSite } from './mail-kit';

const BATCH = 50;
const LEASE_MS = 2 * MINUTE;
export const MAX_MAIL_ATTEMPTS = 10;

/** Delay before the next try after `attempts` failed sends. */
export const mailRetryDelayMs = (attempts: number): number => Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * HOUR);

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

type OutboxDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

const claimDue = async ({ db, clock }: OutboxDeps): Promise<ClaimedRow[]> => {
  const now = clock.now();
  const result = await db.execute<ClaimedRow>(sql`
    update mail_outbox set status = 'sending', lease_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status in ('pending', 'sending') and next_attempt_at <= ${now}
        and (status = 'pending' or lease_until <= ${now})
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, attempts`);
  return result.rows;
};

const sendOne = async (deps: OutboxDeps, row: ClaimedRow): Promise<boolean> => {
  try {
    const site = deps.config.publicUrl;
    await deps.mailer.send({
      to: row.to_address, subject: row.subject, text: withSite(row.text_body, site), ...(row.html_body ? { html: withSite(row.html_body, site) } : {}),
    });
  } catch (err) {
    const now = deps.clock.now();
    const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
    deps.log.error({ err, mailId: row.id, attempts: row.attempts, giveUp }, 'mail send failed');
    await deps.db.execute(sql`
      update mail_outbox set status = ${giveUp ? 'failed' : 'pending'}, lease_until = null,
        next_attempt_at = ${new Date(now.getTime() + mailRetryDelayMs(row.attempts))},
        last_error = ${String((err as Error)?.message ?? err).slice(0, 500)}
      where id = ${row.id} and status = 'sending'`);
    return false;
  }
  await deps.db.execute(sql`
    update mail_outbox set status = 'sent', sent_at = ${deps.clock.now()}, lease_until = null, last_error = null
    where id = ${row.id}`);
  return true;
};

/** One pass over everything due; answers how many mails went out. */
const deliverDue = async (deps: OutboxDeps): Promise<number> => {
  let sent = 0;
  for (;;) {
    const rows = await claimDue(deps);
    for (const row of rows) if (await sendOne(deps, row)) sent += 1;
    if (rows.length < BATCH) return sent;
  }
};

const runs = new WeakMap<Mailer, { run: Promise<number>; again: boolean }>();

/**
 * Delivers due mails. Calls that arrive while a run is going join it and make it look once more, so a mail queued
 * during a run is not left for the sweep. Never throws (a database hiccup is logged; the sweep tries again).
 */
export const deliverOutbox = (deps: OutboxDeps): Promise<number> => {
  const current = runs.get(deps.mailer);
  if (current) {
    current.again = true;
    return current.run;
  }
  const state = { again: false, run: Promise.resolve(0) };
  state.run = (async () => {
    let total = 0;
    do {
      state.again = false;
      total += await deliverDue(deps);
    } while (state.again);
    return total;
  })()
    .catch((err: unknown) => {
      deps.log.error({ err }, 'mail outbox delivery failed');
      return 0;
    })
    .finally(() => runs.delete(deps.mailer));
  runs.set(deps.mailer, state);
  return state.run;
};

/** The run in progress for this mailer, if any (the app waits for it before closing). */
export const outboxRunning = (mailer: Mailer): Promise<number> | undefined => runs.get(mailer)?.run;

/** Waits for a run in progress, then delivers everything due now (tests and the sweep: nothing is left behind). */
export const flushOutbox = async (deps: OutboxDeps): Promise<number> => {
  await outboxRunning(deps.mailer);
  return deliverOutbox(deps);
};

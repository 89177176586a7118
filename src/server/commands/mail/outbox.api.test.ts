// The mail outbox (issue 8 §2): a mail exists exactly when its event committed, goes out after the commit, is retried
// with back-off when the send fails, and is sent once even when two processes sweep at the same time.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../clock';
import type { Deps } from '../../deps';
import { mailOutbox } from '../../db/schema/index';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { signUp } from '../../routes/user/test-helpers';
import { enqueueMail } from './enqueue-mail';
import { MAX_MAIL_ATTEMPTS, deliverOutbox, flushOutbox, mailRetryDelayMs } from './deliver-outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A mailer that records what it sent, failing the first `failures` sends. */
const recorder = (failures = 0): Mailer & { sent: MailMessage[] } => {
  let left = failures;
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      if (left > 0) {
        left -= 1;
        throw new Error('smtp: connection refused');
      }
      // a little latency, so concurrent runs really overlap
      await new Promise((r) => setImmediate(r));
      sent.push(m);
    },
  };
};
const depsWith = (mailer: Mailer): Deps => ({ ...t.app.deps, mailer });
const mail = (tag: string) => ({ kind: 'test', to: `${tag}@example.com`, lang: 'en' as const, subject: `Test ${tag}`, text: `Hello {{site}}/web/cart ${tag}`, html: `<p>${tag}</p>` });
const rowsTagged = (tag: string) => t.handle.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, `${tag}%`));

describe('mail outbox', () => {
  it('keeps a mail only when its transaction commits, and sends it after the commit with the shop address filled in', async () => {
    const mailer = recorder();
    await expect(t.handle.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('rolled-back'), t.clock.now());
      throw new Error('the event failed');
    })).rejects.toThrow('the event failed');
    await t.handle.db.transaction((tx) => enqueueMail(tx, mail('committed'), t.clock.now()));
    await flushOutbox(depsWith(mailer));
    expect(mailer.sent.map((m) => m.to)).toEqual(['committed@example.com']);
    expect(mailer.sent[0]?.text).toContain('http://shop.test/web/cart');
    expect(await rowsTagged('rolled-back')).toEqual([]);
    const [row] = await rowsTagged('committed');
    expect(row?.status).toBe('sent');
    // sent once: another run finds nothing
    await flushOutbox(depsWith(mailer));
    expect(mailer.sent).toHaveLength(1);
  });

  it('writes one mail per event key', async () => {
    await t.handle.db.transaction(async (tx) => {
      expect(await enqueueMail(tx, { ...mail('dedupe'), dedupeKey: 'test:dedupe' }, t.clock.now())).not.toBeNull();
      expect(await enqueueMail(tx, { ...mail('dedupe'), dedupeKey: 'test:dedupe' }, t.clock.now())).toBeNull();
    });
    expect(await rowsTagged('dedupe')).toHaveLength(1);
    await flushOutbox(depsWith(recorder()));
  });

  it('retries a failed send with growing delays and gives up after the last attempt', async () => {
    const mailer = recorder(2);
    await t.handle.db.transaction((tx) => enqueueMail(tx, mail('flaky'), t.clock.now()));
    await flushOutbox(depsWith(mailer));
    let [row] = await rowsTagged('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp: connection refused' });
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(mailRetryDelayMs(1));
    // not due yet: nothing is tried
    await flushOutbox(depsWith(mailer));
    expect((await rowsTagged('flaky'))[0]?.attempts).toBe(1);
    t.clock.advance(mailRetryDelayMs(1));
    await flushOutbox(depsWith(mailer)); // second failure, twice the delay
    [row] = await rowsTagged('flaky');
    expect(row?.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(2 * MINUTE);
    t.clock.advance(2 * MINUTE);
    await flushOutbox(depsWith(mailer));
    expect((await rowsTagged('flaky'))[0]?.status).toBe('sent');
    expect(mailer.sent.filter((m) => m.to === 'flaky@example.com')).toHaveLength(1);

    const broken: Mailer = { send: async () => { throw new Error('always down'); } };
    await t.handle.db.transaction((tx) => enqueueMail(tx, mail('dead'), t.clock.now()));
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      await flushOutbox(depsWith(broken));
      t.clock.advance(mailRetryDelayMs(i + 1));
    }
    expect((await rowsTagged('dead'))[0]).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('sends every mail once when two processes sweep at the same time', async () => {
    const n = 120;
    await t.handle.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) await enqueueMail(tx, mail(`race-${String(i).padStart(3, '0')}`), t.clock.now());
    });
    // two mailers stand for two processes: each has its own delivery run
    const a = recorder();
    const b = recorder();
    const [sentA, sentB] = await Promise.all([deliverOutbox(depsWith(a)), deliverOutbox(depsWith(b))]);
    expect(sentA + sentB).toBe(n);
    const all = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.startsWith('race-'));
    expect(all).toHaveLength(n);
    expect(new Set(all).size).toBe(n);
    expect((await rowsTagged('race-')).every((r) => r.status === 'sent')).toBe(true);
  });

  it('never fails the request: sign-up answers 200 while the mail server is down, and the mail follows later', async () => {
    const down = depsWith({ send: async () => { throw new Error('down'); } });
    const saved = t.app.deps.mailer;
    (t.app.deps as { mailer: Mailer }).mailer = down.mailer;
    try {
      const ann = await signUp(t);
      await flushOutbox(t.app.deps);
      const [row] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ann.email));
      expect(row).toMatchObject({ kind: 'welcome', status: 'pending', attempts: 1 });
    } finally {
      (t.app.deps as { mailer: Mailer }).mailer = saved;
    }
    t.clock.advance(mailRetryDelayMs(1));
    const mails = parseMails(await t.outbox()).filter((m) => m.subject === 'Welcome to Fusion');
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.bodies[0]).toContain('$50.00 sign-up coupon');
    expect(mails[0]?.bodies[1]).toContain('<a href="http://shop.test/web/user/coupon"');
  });
});

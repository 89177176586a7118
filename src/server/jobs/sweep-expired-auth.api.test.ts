// The housekeeping sweep removes only what can never count again, and running it twice changes nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import { passwordResets, rateLimitHits, sessions } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, signUp } from '../routes/user/test-helpers';
import { sweepExpiredAuthRows } from './sweep-expired-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sessionsOf = (uid: number) => t.handle.db.select().from(sessions).where(eq(sessions.userId, uid));

describe('sweepExpiredAuthRows', () => {
  it('deletes old rate-limit windows, sessions and reset links a week after they ended, keeping live ones', async () => {
    const ann = await signUp(t); // a 1-day session
    const remembered = await logIn(t, ann.email, ann.password, { remember: 1 }); // 30 days
    expect(remembered.statusCode).toBe(200);
    expect((await logIn(t, ann.email, 'wrong-password')).statusCode).toBe(401); // a rate-limit window
    await t.app.inject({ method: 'POST', url: '/api/user/forget-password', payload: { email: ann.email } });
    expect(await sessionsOf(ann.uid)).toHaveLength(2);
    expect((await t.handle.db.select().from(passwordResets).where(eq(passwordResets.userId, ann.uid))).length).toBe(1);
    expect((await t.handle.db.select().from(rateLimitHits)).length).toBeGreaterThan(0);

    // within the week of grace after the 1-day session expired: nothing goes yet but the rate-limit windows
    t.clock.advance(2 * DAY);
    await sweepExpiredAuthRows(t.app.deps);
    expect(await sessionsOf(ann.uid)).toHaveLength(2);
    expect(await t.handle.db.select().from(rateLimitHits)).toEqual([]);

    t.clock.advance(7 * DAY);
    await sweepExpiredAuthRows(t.app.deps);
    await sweepExpiredAuthRows(t.app.deps);
    const left = await sessionsOf(ann.uid);
    expect(left).toHaveLength(1);
    expect(left[0]?.remember).toBe(true);
    expect(await t.handle.db.select().from(passwordResets).where(eq(passwordResets.userId, ann.uid))).toEqual([]);
  });
});

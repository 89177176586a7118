// The visitor housekeeping sweep (issue 7 §5): guest ids and checkout sessions go once nobody can use them, in batches,
// live ones stay, and running it again changes nothing.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import { checkoutSessions, guests } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { signUp } from '../routes/checkout/fixtures.test-helper';
import { CHECKOUT_KEEP_MS, GUEST_KEEP_MS, STALE_BATCH, sweepStaleVisits } from './sweep-stale-visits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sweepStaleVisits', () => {
  it('deletes guests after 60 days and checkouts a week after their last change, more than one batch of them', async () => {
    const ann = await signUp(t);
    const start = t.clock.now();
    const old = Array.from({ length: STALE_BATCH + 10 }, () => ({ guid: crypto.randomUUID(), createdAt: start }));
    for (let i = 0; i < old.length; i += 1000) await t.handle.db.insert(guests).values(old.slice(i, i + 1000));
    const session = { userId: ann.id, cartIds: [], countryIso2: 'US', options: {}, createdAt: start, updatedAt: start };
    const stale = crypto.randomUUID();
    await t.handle.db.insert(checkoutSessions).values({ id: stale, ...session });

    t.clock.advance(CHECKOUT_KEEP_MS - DAY);
    const live = crypto.randomUUID();
    await t.handle.db.insert(checkoutSessions).values({ id: live, ...session, createdAt: t.clock.now(), updatedAt: t.clock.now() });
    expect(await sweepStaleVisits(t.app.deps)).toEqual({ guests: 0, checkouts: 0 });

    t.clock.advance(2 * DAY);
    expect(await sweepStaleVisits(t.app.deps)).toEqual({ guests: 0, checkouts: 1 });
    expect(await t.handle.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, live))).toHaveLength(1);

    const fresh = crypto.randomUUID();
    t.clock.set(new Date(start.getTime() + GUEST_KEEP_MS + DAY));
    await t.handle.db.insert(guests).values({ guid: fresh, createdAt: t.clock.now() });
    // the "live" checkout is now weeks old too
    expect(await sweepStaleVisits(t.app.deps)).toEqual({ guests: old.length, checkouts: 1 });
    expect(await t.handle.db.select().from(guests).where(eq(guests.guid, fresh))).toHaveLength(1);
    expect(await sweepStaleVisits(t.app.deps)).toEqual({ guests: 0, checkouts: 0 });
  });
});

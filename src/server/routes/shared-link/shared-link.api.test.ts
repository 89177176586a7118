// Shared re-order links through the real API (issue 14; spec services §4 "Shared reorder link", platform §8, §9):
// the owner mails one (another's order is 404), the recipient sees it without signing in, buys once (into their own
// cart, priced again), a second use and a link older than 7 days (injected clock) say the link expired.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../clock';
import { cartItems, sharedLinks } from '../../db/schema/index';
import { longSessionCustomer } from '../../test/long-session';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { hashToken } from '../../security/tokens';
import { addItem, get, orderOf, post, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const customer = (): Promise<Customer> => longSessionCustomer(t);
const EXPIRED = { code: 4090, key: 'errors.sharedLinkExpired', msg: 'Shared link expired: ask the project owner or sender.' };

/** Mails a link for a fresh order of `owner` to `to`; answers the token read from the mail. */
const share = async (owner: Customer, to: string) => {
  const order = await orderOf(t, owner, [await addItem(t, owner)]);
  const res = await post(t, owner, '/v1/shared-link/send', { order_id: order.order_id, email: to });
  expect(res.statusCode, res.body).toBe(200);
  const mail = parseMails(await t.outbox()).filter((m) => m.to === to).at(-1)!;
  const token = /\/shared-link\/([A-Za-z0-9_-]+)/.exec(mail.bodies[0]!)![1]!;
  return { order, token, mail, expiresAt: res.json().data.expires_at as string };
};

describe('shared re-order link', () => {
  it('is mailed by the owner, viewed without signing in, bought once by a signed-in recipient', async () => {
    const ann = await customer();
    const bob = await customer();
    const { token, mail, expiresAt } = await share(ann, 'friend@example.test');
    expect(mail.subject).toBe('Test Buyer shared a design with you');
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    // only the hash is stored
    expect(await t.handle.db.select().from(sharedLinks).where(eq(sharedLinks.tokenHash, token))).toHaveLength(0);
    expect(await t.handle.db.select().from(sharedLinks).where(eq(sharedLinks.tokenHash, hashToken(token)))).toHaveLength(1);

    const view = await get(t, null, `/v1/shared-link/view?link=${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.items).toHaveLength(1);
    expect(JSON.stringify(view.json().data)).not.toContain('Dana');

    expect((await post(t, null, '/v1/shared-link/use', { link: token })).json().code).toBe(4302);
    const used = await post(t, bob, '/v1/shared-link/use', { link: token });
    expect(used.statusCode, used.body).toBe(200);
    const cartIds = used.json().data.cart_ids as number[];
    expect(cartIds).toHaveLength(1);
    const [item] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, cartIds[0]!));
    expect(item!.userId).toBe(bob.id);

    // single purchase: a second use, by anyone, and a second look say it expired
    expect((await post(t, bob, '/v1/shared-link/use', { link: token })).json()).toMatchObject(EXPIRED);
    expect((await post(t, ann, '/v1/shared-link/use', { link: token })).json()).toMatchObject(EXPIRED);
    expect((await get(t, null, `/v1/shared-link/view?link=${token}`)).json()).toMatchObject(EXPIRED);
  });

  it('expires 7 days after the mail on the injected clock', async () => {
    const ann = await customer();
    const bob = await customer();
    const { token } = await share(ann, 'later@example.test');
    t.clock.advance(7 * DAY - MINUTE);
    expect((await get(t, null, `/v1/shared-link/view?link=${token}`)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await get(t, null, `/v1/shared-link/view?link=${token}`)).json()).toMatchObject(EXPIRED);
    expect((await post(t, bob, '/v1/shared-link/use', { link: token })).json()).toMatchObject(EXPIRED);
  });

  it("answers 404 for someone else's order and the expired message for an unknown token", async () => {
    const ann = await customer();
    const bob = await customer();
    const order = await orderOf(t, ann, [await addItem(t, ann)]);
    expect((await post(t, bob, '/v1/shared-link/send', { order_id: order.order_id, email: 'x@example.test' })).statusCode).toBe(404);
    expect((await post(t, null, '/v1/shared-link/send', { order_id: order.order_id, email: 'x@example.test' })).json().code).toBe(4302);
    expect((await post(t, ann, '/v1/shared-link/send', { order_id: order.order_id, email: 'not-an-email' })).statusCode).toBe(422);
    expect((await get(t, null, `/v1/shared-link/view?link=${'a'.repeat(43)}`)).json()).toMatchObject(EXPIRED);
  });
});

// Reviews through the real API (issue 14; spec services §4 "Reviews", platform §7 POST /help/get-home, §9 "Review
// auto 5 stars after 15 days"): only the buyer, only after delivery, once per item; pictures re-encoded; the home
// page's latest; staff hide one (audited); the auto-review sweep on the injected clock, run twice.
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../clock';
import { auditLog, orderHistory, orders, reviews } from '../../db/schema/index';
import { longSessionCustomer } from '../../test/long-session';
import { createTestApp, type TestApp } from '../../test/app';
import { makeStaff } from '../../commands/payment/testing/orders';
import { sweepAutoReviews } from '../../jobs/sweep-auto-reviews';
import { multipartBody } from '../upload/multipart.test-helper';
import { OrderStatus } from '../../../shared/status/order';
import { addItem, get, orderOf, post, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// these tests move the clock by weeks
const customer = (): Promise<Customer> => longSessionCustomer(t);
/** An order of `who` with one PCB item, moved to `status` now (the history row dates the delivery). */
const orderIn = async (who: Customer, status: number = OrderStatus.Shipped) => {
  const made = await orderOf(t, who, [await addItem(t, who)]);
  await t.handle.db.update(orders).set({ status }).where(eq(orders.id, made.order_id));
  await t.handle.db.insert(orderHistory).values({ orderId: made.order_id, fromStatus: 1, toStatus: status, actorType: 'staff', reason: 'test', createdAt: t.clock.now() });
  const detail = (await get(t, who, `/v1/order/detail?id=${made.order_id}`)).json().data as { items: { sku: string }[] };
  return { id: made.order_id, orderNo: made.order_no, sku: detail.items[0]!.sku };
};
const review = (order: { orderNo: string; sku: string }, over: Record<string, unknown> = {}) => ({
  order_no: order.orderNo, sku: order.sku, rating: 4, shipping_score: 5, service_score: 4, ordering_score: 3, content: 'Boards arrived well packed.', ...over,
});
const png = (): Buffer => {
  const p = new PNG({ width: 4, height: 3 });
  p.data.fill(200);
  return PNG.sync.write(p);
};

describe('writing a review', () => {
  it('lets the buyer review a delivered item once, with a picture, and lists it on the home page', async () => {
    const ann = await customer();
    const order = await orderIn(ann);
    const form = multipartBody([{ name: 'file', filename: 'photo.png', type: 'image/png', data: Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]) }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/review/pictures', payload: form.payload, headers: { ...form.headers, ...ann.headers } });
    expect(up.statusCode, up.body).toBe(200);
    const picture = up.json().data as { id: string; url: string };

    const res = await post(t, ann, '/v1/review', review(order, { picture_ids: [picture.id] }));
    expect(res.statusCode, res.body).toBe(200);
    const written = res.json().data;
    expect(written).toMatchObject({ rating: 4, shipping_score: 5, service_score: 4, ordering_score: 3, author: { first_name: 'Test', last_initial: 'B' }, auto: false, pictures: [picture.url] });

    // the picture served is the re-encoded one: the appended script did not survive
    const served = await t.app.inject({ method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).not.toContain('<script>');

    const again = await post(t, ann, '/v1/review', review(order, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'errors.reviewExists' });

    const home = await post(t, null, '/help/get-home', { limit: 10 });
    expect(home.statusCode).toBe(200);
    expect((home.json().data.reviews as { id: number }[]).map((r) => r.id)).toContain(written.id);
    expect((await get(t, null, `/v1/review/detail?id=${written.id}`)).json().data.content).toBe('Boards arrived well packed.');
  });

  it('hides the author of an anonymous review', async () => {
    const ann = await customer();
    const res = await post(t, ann, '/v1/review', review(await orderIn(ann, OrderStatus.Finished), { anonymous: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.author).toBeNull();
  });

  it('refuses another customer, an order not delivered yet, an unknown sku, and scores outside 1 to 5', async () => {
    const ann = await customer();
    const bob = await customer();
    const order = await orderIn(ann);
    expect((await post(t, null, '/v1/review', review(order))).json().code).toBe(4302);
    expect((await post(t, bob, '/v1/review', review(order))).statusCode).toBe(404);
    expect((await post(t, ann, '/v1/review', review(order, { sku: 'NO-SUCH-SKU' }))).statusCode).toBe(404);
    expect((await post(t, ann, '/v1/review', review(order, { rating: 6 }))).statusCode).toBe(422);
    expect((await post(t, ann, '/v1/review', review(order, { shipping_score: 0 }))).statusCode).toBe(422);
    const paid = await orderIn(ann, OrderStatus.InProduction);
    const early = await post(t, ann, '/v1/review', review(paid));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ key: 'errors.reviewNotDelivered' });
  });

  it('refuses a file that is not a picture', async () => {
    const ann = await customer();
    const form = multipartBody([{ name: 'file', filename: 'photo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/review/pictures', payload: form.payload, headers: { ...form.headers, ...ann.headers } });
    expect(up.statusCode).toBe(422);
  });
});

describe('staff hide a review', () => {
  it('takes it off the lists and writes an audit row; a customer may not', async () => {
    const ann = await customer();
    const staff = await customer();
    await makeStaff(t.handle.db, staff.id, 'content');
    const id = (await post(t, ann, '/v1/review', review(await orderIn(ann)))).json().data.id as number;
    expect((await post(t, ann, '/v1/staff/reviews/hide', { id, hidden: true })).statusCode).toBe(403);
    const sales = await customer();
    await makeStaff(t.handle.db, sales.id, 'sales');
    expect((await post(t, sales, '/v1/staff/reviews/hide', { id, hidden: true })).statusCode).toBe(403);

    const res = await post(t, staff, '/v1/staff/reviews/hide', { id, hidden: true, note: 'spam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hidden).toBe(true);
    expect((await get(t, null, `/v1/review/detail?id=${id}`)).statusCode).toBe(404);
    const home = (await post(t, null, '/help/get-home', {})).json().data.reviews as { id: number }[];
    expect(home.map((r) => r.id)).not.toContain(id);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.recordId, String(id)));
    expect(audit.some((a) => a.recordType === 'review' && a.staffId === staff.id && a.note === 'spam')).toBe(true);
  });
});

describe('auto review sweep', () => {
  it('gives 5 stars to an order unreviewed for more than 15 days after delivery, once', async () => {
    const ann = await customer();
    const quiet = await orderIn(ann);
    const reviewed = await orderIn(ann);
    expect((await post(t, ann, '/v1/review', review(reviewed, { rating: 2 }))).statusCode).toBe(200);
    const notShipped = await orderIn(ann, OrderStatus.Packed);

    t.clock.advance(15 * DAY);
    await sweepAutoReviews(t.app.deps);
    expect(await t.handle.db.select().from(reviews).where(eq(reviews.orderId, quiet.id))).toHaveLength(0);

    t.clock.advance(HOUR);
    await sweepAutoReviews(t.app.deps);
    const auto = await t.handle.db.select().from(reviews).where(eq(reviews.orderId, quiet.id));
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ rating: 5, shippingScore: 5, serviceScore: 5, orderingScore: 5, auto: true });
    expect((await t.handle.db.select().from(reviews).where(eq(reviews.orderId, reviewed.id))).map((r) => r.rating)).toEqual([2]);
    expect(await t.handle.db.select().from(reviews).where(eq(reviews.orderId, notShipped.id))).toHaveLength(0);

    // idempotent: a second run writes nothing new, and the buyer can no longer add one for that item
    await sweepAutoReviews(t.app.deps);
    expect(await t.handle.db.select().from(reviews).where(eq(reviews.orderId, quiet.id))).toHaveLength(1);
    expect((await post(t, ann, '/v1/review', review(quiet))).statusCode).toBe(409);
  });
});

// The customer mails of an order's life, through the real API (issue 8 §2, §4): in the account's language, with the
// specs in words, the bank details, who cancelled and what happens to the money, the carrier and tracking link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../clock';
import { orders, sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { OrderStatus } from '../../../shared/status/order';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { carrierName, trackingUrl } from '../../../shared/tracking';
import { formatPrice } from '../../../shared/currency';
import { sweepUnpaidOrders } from '../../jobs/sweep-unpaid-orders';
import { makeStaff } from '../payment/testing/orders';
import { transitionOrder } from '../order/transition-order';
import { multipartBody } from '../../routes/upload/multipart.test-helper';
import { payCard } from '../../routes/payment/payment.test-helper';
import { addItem, addressBody, get, orderOf, post, type Customer } from '../../routes/checkout/fixtures.test-helper';
import { uniqueEmail, uniqueIp } from '../../routes/user/test-helpers';

let t: TestApp;
let staff: Who;
beforeAll(async () => {
  t = await createTestApp();
  staff = await register('en');
  await makeStaff(t.handle.db, staff.id);
});
afterAll(async () => t.close());

interface Who extends Customer { email: string }
const register = async (lang: 'en' | 'jp'): Promise<Who> => {
  const email = uniqueEmail(lang);
  const res = await t.app.inject({
    method: 'POST', url: `/api/user/register?lang=${lang}`, remoteAddress: uniqueIp(),
    payload: { first_name: 'Taro', last_name: 'Yamada', email, email_confirm: email, password: 'secret-123', password_confirm: 'secret-123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { uid: number; token: string };
  // sessions last a day; these tests move the clock by a month
  await t.handle.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') }).where(eq(sessions.userId, data.uid));
  return { id: data.uid, email, token: data.token, headers: { 'x-auth-token': data.token } };
};
const mailsTo = async (who: Who) => parseMails(await t.outbox()).filter((m) => m.to === who.email);
const mailAbout = async (who: Who, subject: string | RegExp) => {
  const found = (await mailsTo(who)).filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
  expect(found, `mail "${String(subject)}"`).toHaveLength(1);
  const [text = '', html = ''] = found[0]!.bodies;
  return { text, html };
};
const payByCard = async (who: Who, orderId: number) => {
  const start = await post(t, who, '/v1/payment/start', { order_id: orderId, payment_id: 2 });
  expect((await payCard(t, start.json().data.redirect_url as string, '4242424242424242')).statusCode).toBe(303);
};

describe('order mails in English', () => {
  it('order placed with the specs in words, wire instructions, receipt, payment, own cancellation with fee and refund', async () => {
    const ann = await register('en');
    const welcome = await mailAbout(ann, 'Welcome to Fusion');
    expect(welcome.text).toContain('Dear Taro,');
    const item = await addItem(t, ann, { values: { width: 80, height: 60, maskColour: 'black', finish: 'enig', remark: 'no logo' } });
    const made = await orderOf(t, ann, [item], { payment_id: 8 });
    const total = formatPrice(BigInt(made.total), 'USD');

    const placed = await mailAbout(ann, `Order ${made.order_no} received`);
    expect(placed.text).toContain('Payment method: Wire transfer (USD)');
    expect(placed.text).toContain('Size: 80 × 60 mm');
    expect(placed.text).toContain('Solder mask colour: Black');
    expect(placed.text).toContain('Surface finish: ENIG');
    expect(placed.text).toContain('PCB quantity: 10 pcs');
    expect(placed.text).toContain('Remark: no logo');
    expect(placed.text).toContain(`Total: ${total}`);
    expect(placed.text).toContain(`http://shop.test/web/user/order/${made.order_id}`);
    expect(placed.html).toContain('<li');

    const wire = await mailAbout(ann, `How to pay order ${made.order_no} by wire transfer`);
    expect(wire.text).toContain(`Reference: ${made.order_no}`);
    expect(wire.text).toContain(`Amount: ${total}`);
    expect(wire.text).toContain('SWIFT: ');
    // choosing the wire transfer again on the payment page mails nothing new
    await post(t, ann, '/v1/payment/start', { order_id: made.order_id, payment_id: 8 });
    await mailAbout(ann, `How to pay order ${made.order_no} by wire transfer`);

    const { payload, headers } = multipartBody([
      { name: 'order_id', data: String(made.order_id) },
      { name: 'file', filename: 'receipt.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payment/receipt', payload, headers: { ...headers, ...ann.headers } })).statusCode).toBe(200);
    expect((await mailAbout(ann, `We received your transfer receipt for order ${made.order_no}`)).text).toContain(total);

    expect((await post(t, staff, '/v1/staff/payment/confirm', { order_id: made.order_id })).statusCode).toBe(200);
    const paid = await mailAbout(ann, `Payment confirmed for order ${made.order_no}`);
    expect(paid.text).toContain('Payment method: Wire transfer (USD)');

    t.clock.advance(10 * MINUTE);
    const cancel = await post(t, ann, '/v1/order/cancel', { order_id: made.order_id, reason: 'ordered twice' });
    const { refund, fee } = cancel.json().data as { refund: string; fee: string };
    const cancelled = await mailAbout(ann, `Order ${made.order_no} cancelled`);
    expect(cancelled.text).toContain('As you asked, we cancelled your order');
    expect(cancelled.text).toContain(`Fee (3.5%): ${formatPrice(BigInt(fee), 'USD')}`);
    expect(cancelled.text).toContain(`Refund: ${formatPrice(BigInt(refund), 'USD')}`);
    expect(cancelled.text).not.toContain('payment');
    // a wire transfer is paid back by our staff: the refund mail says so
    expect((await mailAbout(ann, `Refund for order ${made.order_no}`)).text).toContain('by bank transfer');
  });

  it('says "payment not received" only when the unpaid sweep cancelled the order', async () => {
    const bob = await register('en');
    const own = await orderOf(t, bob, [await addItem(t, bob)]);
    await post(t, bob, '/v1/order/cancel', { order_id: own.order_id, reason: 'changed my mind' });
    const mine = await mailAbout(bob, `Order ${own.order_no} cancelled`);
    expect(mine.text).toContain('As you asked');
    expect(mine.text).toContain('Nothing was charged');
    expect(mine.text).not.toContain('did not receive');

    const left = await orderOf(t, bob, [await addItem(t, bob)]);
    t.clock.advance(31 * DAY);
    await sweepUnpaidOrders(t.app.deps);
    const swept = await mailAbout(bob, `Order ${left.order_no} cancelled: payment not received`);
    expect(swept.text).toContain('we did not receive its payment within one month');
  });

  it('tells the customer a quotation is ready', async () => {
    const cy = await register('en');
    const item = await addItem(t, cy, { status: CartItemStatus.Quotation, totalCents: null, unitCents: null, values: { layers: 8 } });
    const res = await post(t, staff, '/v1/staff/cart/quote', { cart_id: item, lines: [{ key: 'pcb', amount: '45000' }], build_days: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const quote = await mailAbout(cy, /^Your quotation is ready/);
    expect(quote.text).toContain('Quoted price: $450.00');
    expect(quote.text).toContain('Layers: 8-layer');
    expect(quote.text).toContain('Build time: 12 days');
  });
});

describe('order mails in Japanese', () => {
  it('writes to an account from the Japanese edition in Japanese, in yen, and says where the parcel is', async () => {
    const hana = await register('jp');
    // family name first
    expect((await mailAbout(hana, 'Fusionへようこそ')).text).toContain('Yamada Taro 様');
    const made = await orderOf(t, hana, [await addItem(t, hana)], { addressInfo: addressBody('JP') });
    const placed = await mailAbout(hana, `ご注文を承りました（注文番号 ${made.order_no}）`);
    expect(placed.text).toContain('PCB数量：10枚');
    expect(placed.text).toMatch(/合計: ¥[\d,]+/);
    expect(placed.text).toContain(`ご請求額（米ドル）: ${formatPrice(BigInt(made.total), 'USD')}`);

    await payByCard(hana, made.order_id);
    // goods: the payment starts production
    expect((await mailAbout(hana, `お支払いを確認しました（注文番号 ${made.order_no}）`)).text).toContain('製造の準備に入ります');
    const now = t.clock.now();
    await t.handle.db.transaction(async (tx) => {
      for (const to of [OrderStatus.OrderConfirmed, OrderStatus.InProduction, OrderStatus.ShippingHandled, OrderStatus.Packed]) {
        await transitionOrder(tx, { orderId: made.order_id, to, actor: { type: 'staff', id: staff.id }, reason: 'test', now });
      }
      await transitionOrder(tx, { orderId: made.order_id, to: OrderStatus.Shipped, actor: { type: 'staff', id: staff.id }, reason: 'handed to the carrier', now, set: { trackingNumber: '1234567890' } });
    });
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, made.order_id));
    const carrier = (order!.shipping as { carrier: string }[])[0]!.carrier;
    const shipped = await mailAbout(hana, `ご注文を発送しました（注文番号 ${made.order_no}）`);
    expect(shipped.text).toContain(`配送業者: ${carrierName(carrier, 'jp')}`);
    expect(shipped.text).toContain('追跡番号: 1234567890');
    expect(shipped.html).toContain(trackingUrl(carrier, '1234567890').replace(/&/g, '&amp;'));
    expect((await get(t, hana, `/v1/order/detail?id=${made.order_id}`)).json().data.tracking_number).toBe('1234567890');
  });
});

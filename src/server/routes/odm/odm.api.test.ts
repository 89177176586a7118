// ODM requests (issue 13; spec services §3 "ODM inquiry", "Custom product application"; §5 NRE and service fee
// acceptance required, logo .ai/.svg/.pdf and firmware .bin/.hex/.zip up to 20 MB; §9 sample fee $100): the
// customer sends a request with files checked by content, sales quote or decline it (audit row, customer mail),
// the customer accepts the quote into the cart as product Odm 3234 and orders it like any item. Another customer's
// request or file answers 404; bad input answers 4000 with the field.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, cartItems, mailOutbox, odmRequestHistory } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { get, post } from '../cart/cart.test-helper';
import { addressBody } from '../checkout/fixtures.test-helper';
import { ProductId } from '../../../shared/ids';
import { payCard } from '../payment/payment.test-helper';

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let sales: TestUser;
let content: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, sales, content] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, sales.uid, 'sales');
  await makeStaff(t.handle.db, content.uid, 'content');
});
afterAll(async () => t.close());

const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const HEX = Buffer.from(':10010000214601360121470136007EFE09D2190140\n:00000001FF\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

const upload = (user: TestUser | null, purpose: string, data: Buffer, filename: string) => {
  const { payload, headers } = multipartBody([{ name: 'purpose', data: purpose }, { name: 'file', filename, data, type: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/odm/files', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(user ? asUser(user.token) : {}) } });
};
const uploaded = async (user: TestUser, purpose: string, data: Buffer, filename: string): Promise<string> => {
  const res = await upload(user, purpose, data, filename);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.file_id as string;
};

const inquiry = (over: Record<string, unknown> = {}) => ({
  kind: 'inquiry', page: 'fusion-odm-service', accept_nre: true, accept_service_fee: true,
  company_name: 'Acme Robotics', business_field: 'Agricultural sensors', website: 'https://acme.example', employees: '11-50',
  annual_revenue: '1m_10m', project_intro: 'A soil moisture sensor with LoRa and a solar panel, in a weatherproof enclosure.',
  first_batch_volume: 500, first_batch_time: '2027-03', mass_production_volume: 10000, mass_production_time: '2027-09',
  production_plan: 'Pilot in spring, then quarterly batches', ip_owner: 'customer', payment_terms: 'deposit_50',
  delivery_list: 'Finished devices, test reports, firmware source', how_heard: 'search', ...over,
});
const application = (over: Record<string, unknown> = {}) => ({
  kind: 'application', page: 'odm', accept_nre: true, accept_service_fee: true, sku: '102010328', quantity: 200, labour_hours: 2,
  logo: 'none', packaging: 'standard', details: 'Our own firmware flashed and a logo on the case', ...over,
});
/** Each from its own address: sending is rate-limited per client address. */
const send = (user: TestUser, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/odm/requests', headers: asUser(user.token), remoteAddress: uniqueIp(), payload: body as Record<string, unknown> });
const sent = async (user: TestUser, body: unknown): Promise<{ id: number; number: string }> => {
  const res = await send(user, body);
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const quoteBody = (id: number, over: Record<string, unknown> = {}) => ({
  id, lines: [{ key: 'product', amount: '150000' }, { key: 'sample', amount: '10000' }, { key: 'service_fee', amount: '5000' }],
  quantity: 500, lead_days: 30, weight_grams: 25000, note: 'Enclosure IP65 included', ...over,
});
const mailsOf = (kind: string, to: string) => t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)));

describe('POST /v1/odm/files', () => {
  it('takes a vector logo and firmware by their content', async () => {
    const logo = await upload(customer, 'logo', SVG, 'logo.svg');
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().data).toMatchObject({ name: 'logo.svg', purpose: 'logo', size: SVG.length });
    expect((await upload(customer, 'firmware', HEX, 'app.hex')).statusCode).toBe(200);
  });

  it('refuses a picture as a logo and a renamed file as firmware with the spec message', async () => {
    for (const [purpose, data, name] of [['logo', PNG, 'logo.png'], ['logo', PNG, 'logo.svg'], ['firmware', PDF, 'fw.hex']] as const) {
      const res = await upload(customer, purpose, data, name);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'errors.fileTypeOrSize', msg: 'Please upload the correct file type or size.' });
    }
  });

  it('stops a file over 20 MB, and needs a purpose and a signed-in customer', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    expect((await upload(customer, 'logo', big, 'logo.pdf')).statusCode).toBe(413);
    const bad = await upload(customer, 'manual', PDF, 'a.pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ purpose: 'validation.invalid' });
    expect((await upload(null, 'logo', SVG, 'logo.svg')).statusCode).toBe(401);
  });
});

describe('POST /v1/odm/requests', () => {
  it('refuses a request without the NRE and service fee acceptance, with the spec messages', async () => {
    const res = await send(customer, inquiry({ accept_nre: false, accept_service_fee: undefined }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4000);
    expect(res.json().fields).toMatchObject({ accept_nre: 'validation.acceptNre', accept_service_fee: 'validation.acceptServiceFee' });
    const app = await send(customer, application({ accept_service_fee: false }));
    expect(app.json().fields).toMatchObject({ accept_service_fee: 'validation.acceptServiceFee' });
  });

  it('names each bad field: NUL, unknown fields, volumes, months, a logo without its file', async () => {
    const res = await send(customer, inquiry({ company_name: 'A\u0000B', first_batch_volume: 0, first_batch_time: '2027-13', extra: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ company_name: 'validation.invalidCharacter', first_batch_volume: 'validation.invalid', first_batch_time: 'validation.month' });
    const order = await send(customer, inquiry({ mass_production_volume: 100, mass_production_time: '2027-01' }));
    expect(order.json().fields).toMatchObject({ mass_production_volume: 'validation.massBelowFirst', mass_production_time: 'validation.massBeforeFirst' });
    const logo = await send(customer, application({ logo: 'laser' }));
    expect(logo.json().fields).toMatchObject({ logo_file_id: 'validation.logoFileRequired' });
    expect((await send(customer, application({ quantity: 2 ** 31 }))).json().fields).toMatchObject({ quantity: 'validation.invalid' });
  });

  it("refuses another customer's file, a file of the wrong purpose, or one already sent", async () => {
    const theirs = await uploaded(other, 'logo', SVG, 'logo.svg');
    expect((await send(customer, application({ logo: 'laser', logo_file_id: theirs }))).json().fields).toMatchObject({ logo_file_id: 'validation.invalid' });
    const firmware = await uploaded(customer, 'firmware', HEX, 'fw.hex');
    expect((await send(customer, application({ logo: 'laser', logo_file_id: firmware }))).json().fields).toMatchObject({ logo_file_id: 'validation.invalid' });
    const doc = await uploaded(customer, 'document', PDF, 'brief.pdf');
    await sent(customer, inquiry({ file_ids: [doc] }));
    expect((await send(customer, inquiry({ file_ids: [doc] }))).json().fields).toMatchObject({ 'file_ids.0': 'validation.invalid' });
  });

  it('stores an application with its estimate (the $100 sample included), mails the customer and tells sales', async () => {
    const logo = await uploaded(customer, 'logo', SVG, 'logo.svg');
    const firmware = await uploaded(customer, 'firmware', HEX, 'fw.hex');
    const req = await sent(customer, application({ logo: 'silkscreen', logo_file_id: logo, firmware_file_id: firmware, logo_requirements: 'Black, 10 mm wide' }));
    expect(req.number).toMatch(/^ODM-\d{6}$/);
    const mine = (await get(t, customer, `/v1/odm/requests/detail?id=${req.id}`)).json().data;
    expect(mine).toMatchObject({ status: 'submitted', kind: 'application', quote: null, form: { sku: '102010328', logo: 'silkscreen' } });
    expect(mine.files.map((f: { purpose: string }) => f.purpose).sort()).toEqual(['firmware', 'logo']);
    expect(mine.estimate.lines).toContainEqual({ key: 'sample', amount: '10000' });
    expect((await mailsOf('odm_received', customer.email)).some((m) => m.subject.includes(req.number))).toBe(true);
    expect((await mailsOf('staff_odm_waiting', sales.email)).some((m) => m.textBody.includes(`/staff/odm/${req.id}`))).toBe(true);
  });
});

describe('customer reads, staff answer, the customer accepts and orders', () => {
  it("answers 404 for another customer's request, as for a missing one", async () => {
    const req = await sent(customer, inquiry());
    for (const url of [`/v1/odm/requests/detail?id=${req.id}`, '/v1/odm/requests/detail?id=999999']) {
      const res = await get(t, other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(4040);
    }
    expect((await get(t, other, '/v1/odm/requests')).json().data.list.map((r: { id: number }) => r.id)).not.toContain(req.id);
    expect((await post(t, other, '/v1/odm/requests/accept', { id: req.id })).statusCode).toBe(404);
  });

  it('lets sales quote (audit row, mail), then the customer accepts into the cart as product 3234 and orders it', async () => {
    const req = await sent(customer, inquiry());
    expect((await post(t, customer, '/v1/odm/requests/accept', { id: req.id })).json()).toMatchObject({ code: 4090, key: 'errors.odmNotQuoted' });
    // customers and roles without quotes.answer cannot answer
    expect((await post(t, customer, '/v1/staff/odm/quote', quoteBody(req.id))).statusCode).toBe(403);
    expect((await post(t, content, '/v1/staff/odm/quote', quoteBody(req.id))).statusCode).toBe(403);
    const bad = await post(t, sales, '/v1/staff/odm/quote', quoteBody(req.id, { lines: [{ key: 'bogus', amount: '1' }], lead_days: 0 }));
    expect(bad.json().fields).toMatchObject({ 'lines.0.key': 'validation.invalid', lead_days: 'validation.invalid' });

    const quoted = await post(t, sales, '/v1/staff/odm/quote', quoteBody(req.id));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({ status: 'quoted', customer_email: customer.email, quote: { total: '165000', quantity: 500, lead_days: 30 } });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'odm_request'), eq(auditLog.recordId, String(req.id))));
    expect(audit.map((a) => a.action)).toEqual(['quotes.answer']);
    expect((await mailsOf('odm_quoted', customer.email)).some((m) => m.subject.includes(req.number))).toBe(true);

    const accepted = await post(t, customer, '/v1/odm/requests/accept', { id: req.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cartId = accepted.json().data.cart_id as number;
    expect(accepted.json().data.request).toMatchObject({ status: 'accepted', cart_id: cartId });
    // twice: the same item
    expect((await post(t, customer, '/v1/odm/requests/accept', { id: req.id })).json().data.cart_id).toBe(cartId);
    const [item] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, cartId));
    expect(item).toMatchObject({ productId: ProductId.Odm, status: 5, quantity: 500, totalCents: 165000n, buildDays: 30, weightGrams: 25000 });
    // the quote's quantity is fixed in the cart
    const requantify = await post(t, customer, '/cart/update', { cart_id: cartId, quantity: 10 });
    expect(requantify.json()).toMatchObject({ code: 4090, key: 'errors.odmQuantityFixed' });
    // closed for staff now
    expect((await post(t, sales, '/v1/staff/odm/decline', { id: req.id, reason: 'other', note: 'x' })).json()).toMatchObject({ code: 4090, key: 'errors.odmClosed' });

    const order = await post(t, customer, '/order/make', { cart_ids: [cartId], addressInfo: addressBody('US'), payment_id: 2, checkout_token: crypto.randomUUID() });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().data.order_id as number;
    const detail = (await get(t, customer, `/v1/order/detail?id=${orderId}`));
    expect(detail.body).toContain(req.number);

    // the quote's $100 sample (spec services §9): confirmed by the customer once the order is paid
    expect((await post(t, customer, '/order/confirmed-sample', { order_id: orderId })).json().key).toBe('errors.odmSampleUnpaid');
    const start = await post(t, customer, '/v1/payment/start', { order_id: orderId, payment_id: 2 });
    await payCard(t, start.json().data.redirect_url, '4242 4242 4242 4242');
    expect((await post(t, other, '/order/confirmed-sample', { order_id: orderId })).statusCode).toBe(404);
    const sample = await post(t, customer, '/order/confirmed-sample', { order_id: orderId });
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json().data).toMatchObject({ paid: true, sample_fee: '10000', can_confirm: false, items: [{ quantity: 500, values: null }] });
    expect(sample.json().data.sample_confirmed_at).not.toBeNull();
  });

  it('lets sales decline with a reason; the customer is mailed and cannot accept', async () => {
    const req = await sent(customer, application());
    const missing = await post(t, sales, '/v1/staff/odm/decline', { id: req.id, reason: 'other', note: '' });
    expect(missing.json().fields).toMatchObject({ note: 'validation.required' });
    const res = await post(t, sales, '/v1/staff/odm/decline', { id: req.id, reason: 'volume_too_small', note: 'Please come back at 1000 pieces.' });
    expect(res.json().data).toMatchObject({ status: 'declined', decline_reason: 'volume_too_small', decline_note: 'Please come back at 1000 pieces.' });
    expect((await mailsOf('odm_declined', customer.email)).length).toBeGreaterThan(0);
    expect((await post(t, customer, '/v1/odm/requests/accept', { id: req.id })).json().key).toBe('errors.odmClosed');
    expect((await get(t, sales, `/v1/staff/odm?status=declined`)).json().data.list.map((r: { id: number }) => r.id)).toContain(req.id);
  });

  it('lets the customer decline a quote with a reason: history row, sales told, and it can no longer be accepted', async () => {
    const req = await sent(customer, inquiry());
    // nothing to decline before the quote
    expect((await post(t, customer, '/v1/odm/requests/decline', { id: req.id, reason: 'Too expensive' })).json()).toMatchObject({ code: 4090, key: 'errors.odmNotQuoted' });
    expect((await post(t, sales, '/v1/staff/odm/quote', quoteBody(req.id))).statusCode).toBe(200);
    // bad input by field; another customer's request 404
    const bad = await post(t, customer, '/v1/odm/requests/decline', { id: req.id, reason: '  ', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ reason: 'validation.required' });
    expect((await post(t, customer, '/v1/odm/requests/decline', { id: 0, reason: 'a\u0000b' })).json().fields).toMatchObject({ id: expect.any(String), reason: expect.any(String) });
    expect((await post(t, other, '/v1/odm/requests/decline', { id: req.id, reason: 'Too expensive' })).statusCode).toBe(404);
    expect((await post(t, null, '/v1/odm/requests/decline', { id: req.id, reason: 'x' })).statusCode).toBe(401);

    const res = await post(t, customer, '/v1/odm/requests/decline', { id: req.id, reason: 'Too expensive for our first batch' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', declined_by: 'customer', customer_reason: 'Too expensive for our first batch', decline_reason: null });
    // twice: the same answer, one history row, one mail to sales
    expect((await post(t, customer, '/v1/odm/requests/decline', { id: req.id, reason: 'again' })).json().data.customer_reason).toBe('Too expensive for our first batch');
    const history = await t.handle.db.select().from(odmRequestHistory).where(eq(odmRequestHistory.requestId, req.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'quoted', toStatus: 'declined', actor: 'customer', actorId: customer.uid, reason: 'Too expensive for our first batch' })]);
    const told = await mailsOf('staff_odm_quote_declined', sales.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(req.number);
    // a declined quote cannot be accepted, with its own message; staff cannot answer it again
    const accept = await post(t, customer, '/v1/odm/requests/accept', { id: req.id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().key).toBe('errors.odmQuoteDeclined');
    expect((await post(t, sales, '/v1/staff/odm/quote', quoteBody(req.id))).json().key).toBe('errors.odmClosed');
  });

  it('refuses to decline a quote already accepted (409), and records the acceptance in the history', async () => {
    const req = await sent(customer, application());
    await post(t, sales, '/v1/staff/odm/quote', quoteBody(req.id));
    expect((await post(t, customer, '/v1/odm/requests/accept', { id: req.id })).statusCode).toBe(200);
    const res = await post(t, customer, '/v1/odm/requests/decline', { id: req.id, reason: 'Changed my mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('errors.odmAlreadyAccepted');
    const history = await t.handle.db.select().from(odmRequestHistory).where(eq(odmRequestHistory.requestId, req.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['quoted', 'accepted']]);
  });

  it('hands staff the sent files as downloads, and nothing else', async () => {
    const doc = await uploaded(customer, 'document', PDF, 'brief.pdf');
    await sent(customer, inquiry({ file_ids: [doc] }));
    const res = await get(t, sales, `/v1/staff/odm/file?file_id=${doc}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const unsent = await uploaded(customer, 'document', PDF, 'draft.pdf');
    expect((await get(t, sales, `/v1/staff/odm/file?file_id=${unsent}`)).statusCode).toBe(404);
    expect((await get(t, customer, `/v1/staff/odm/file?file_id=${doc}`)).statusCode).toBe(403);
  });
});

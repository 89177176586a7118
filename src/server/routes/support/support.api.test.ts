// Support conversations through the real API (issue 8 §3): a customer opens one about their own order (someone
// else's order or conversation is a 404), attaches files checked by content, is limited per account; staff search
// the queue, answer (audit row, mail in the customer's language), close and reopen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { auditLog } from '../../db/schema/index';
import { makeStaff } from '../../commands/payment/testing/orders';
import { buyerWithOrder } from '../payment/payment.test-helper';
import { multipartBody } from '../upload/multipart.test-helper';
import { asUser, signUp, uniqueEmail, uniqueIp, type TestUser } from '../user/test-helpers';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUp(t, { first_name: 'Kenji' });
  await makeStaff(t.handle.db, staff.uid, 'sales');
});
afterAll(async () => t.close());

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: asUser(user.token), payload: payload as object, remoteAddress: uniqueIp() });
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: asUser(user.token), remoteAddress: uniqueIp() });
const attach = (user: TestUser, filename: string, data: Buffer) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/support/attachments', headers: { ...asUser(user.token), ...headers }, payload, remoteAddress: uniqueIp() });
};

/** A customer of the Japanese edition (mails in Japanese). */
const signUpJapanese = async (): Promise<TestUser> => {
  const email = uniqueEmail('jp');
  const res = await t.app.inject({
    method: 'POST', url: '/api/user/register?lang=jp', remoteAddress: uniqueIp(),
    payload: { first_name: 'Taro', last_name: 'Yamada', email, email_confirm: email, password: 'secret-pass1', password_confirm: 'secret-pass1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const info = res.json().data;
  return { uid: info.uid, email, password: 'secret-pass1', token: info.token, info };
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('customer conversations', () => {
  it('open about an own order, with a picture; list and thread; another customer gets 404 for both', async () => {
    const { user, order } = await buyerWithOrder(t);
    const file = await attach(user, 'board photo.png', PNG);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().data).toMatchObject({ name: 'board photo.png', mime: 'image/png' });

    const opened = await post(user, '/v1/support/conversations', { subject: 'Solder mask colour', message: 'Is the mask green?', order_id: order.id, attachment_ids: [file.json().data.id] });
    expect(opened.statusCode, opened.body).toBe(200);
    const conv = opened.json().data;
    expect(conv).toMatchObject({ subject: 'Solder mask colour', status: 'open', order_id: order.id, order_no: order.orderNo });
    expect(conv.messages[0].attachments).toHaveLength(1);

    const list = (await get(user, '/v1/support/conversations')).json().data;
    expect(list.map((c: { id: number }) => c.id)).toEqual([conv.id]);
    const download = await get(user, `/v1/support/attachments/${file.json().data.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('attachment');

    const other = await signUp(t);
    expect((await get(other, `/v1/support/conversation?id=${conv.id}`)).statusCode).toBe(404);
    expect((await post(other, '/v1/support/reply', { conversation_id: conv.id, message: 'hi' })).statusCode).toBe(404);
    expect((await get(other, `/v1/support/attachments/${file.json().data.id}`)).statusCode).toBe(404);
    // someone else's order: the same 404 as a missing one, nothing created
    const probe = await post(other, '/v1/support/conversations', { subject: 'x', message: 'y', order_id: order.id });
    expect(probe.statusCode).toBe(404);
    expect((await get(other, '/v1/support/conversations')).json().data).toEqual([]);
    // a file someone else uploaded cannot be sent in one's own message
    const stolen = await post(other, '/v1/support/conversations', { subject: 'x', message: 'y', attachment_ids: [file.json().data.id] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().fields).toEqual({ attachment_ids: 'validation.invalid' });
  });

  it('refuses attachments by content and size, whatever their name', async () => {
    const user = await signUp(t);
    const fake = await attach(user, 'photo.png', Buffer.from('just some text, not a picture'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().key).toBe('errors.fileTypeOrSize');
    const exe = await attach(user, 'invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
    expect(exe.statusCode).toBe(422);
    // a picture over the 2 MB picture limit
    const big = await attach(user, 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    const pdf = await attach(user, 'spec', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data.mime).toBe('application/pdf');
  });

  it('limits new conversations per account (429), without touching another account', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await post(user, '/v1/support/conversations', { subject: `Q${i}`, message: 'm' })).statusCode).toBe(200);
    const sixth = await post(user, '/v1/support/conversations', { subject: 'Q6', message: 'm' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().key).toBe('errors.supportTooMany');
    const other = await signUp(t);
    expect((await post(other, '/v1/support/conversations', { subject: 'Mine', message: 'm' })).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await post(user, '/v1/support/conversations', { subject: 'Later', message: 'm' })).statusCode).toBe(200);
  });
});

describe('staff', () => {
  it('find the conversation, answer with a file (audit row, mail in Japanese), close and reopen; the customer sees the reply', async () => {
    const user = await signUpJapanese();
    const conv = (await post(user, '/v1/support/conversations', { subject: '納期について', message: 'いつ届きますか？' })).json().data;

    const list = (await get(staff, `/v1/staff/support?status=open&q=${encodeURIComponent(user.email)}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: conv.id, customer_email: user.email, status: 'open' });
    expect(list.list[0].awaiting_since).toBeTruthy();

    const file = await attach(staff, 'drawing.pdf', PDF);
    const replied = await post(staff, '/v1/staff/support/reply', { conversation_id: conv.id, message: 'Your boards ship on Friday.', attachment_ids: [file.json().data.id] });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data.conversation).toMatchObject({ status: 'waiting', awaiting_since: null });

    const seen = (await get(user, `/v1/support/conversation?id=${conv.id}`)).json().data;
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'staff']);
    expect(seen.messages[1]).toMatchObject({ author_name: 'Kenji', body: 'Your boards ship on Friday.' });
    // the customer may download staff's file in their conversation
    expect((await get(user, `/v1/support/attachments/${file.json().data.id}`)).statusCode).toBe(200);

    expect((await post(staff, '/v1/staff/support/status', { conversation_id: conv.id, status: 'closed' })).json().data.status).toBe('closed');
    expect((await post(staff, '/v1/staff/support/status', { conversation_id: conv.id, status: 'open' })).json().data.status).toBe('open');
    // closed again, then the customer writes: support's turn again, with the due clock from now
    await post(staff, '/v1/staff/support/status', { conversation_id: conv.id, status: 'closed' });
    const again = (await post(user, '/v1/support/reply', { conversation_id: conv.id, message: 'One more question' })).json().data;
    expect(again).toMatchObject({ status: 'open', awaiting_since: t.clock.now().toISOString() });

    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'support_conversation'), eq(auditLog.recordId, String(conv.id))));
    expect(audit.map((a) => [a.action, a.note, a.staffId])).toEqual([
      ['support.reply', 'reply', staff.uid], ['support.reply', 'closed', staff.uid], ['support.reply', 'reopened', staff.uid],
      ['support.reply', 'closed', staff.uid],
    ]);
    const history = (await get(staff, `/v1/staff/audit?record_type=support_conversation&record_id=${conv.id}`)).json().data;
    expect(history).toHaveLength(4);

    const mails = parseMails(await t.outbox()).filter((m) => m.to === user.email && m.subject === 'サポートからの返信：納期について');
    expect(mails).toHaveLength(1);
    const [text = '', html = ''] = mails[0]!.bodies;
    expect(text).toContain('Your boards ship on Friday.');
    expect(text).toContain(`/web/user/support/${conv.id}`);
    expect(html).toContain('<');
  });

  it('answer 404 for a conversation that does not exist', async () => {
    expect((await post(staff, '/v1/staff/support/reply', { conversation_id: 999999, message: 'x' })).statusCode).toBe(404);
    expect((await get(staff, '/v1/staff/support/detail?id=999999')).statusCode).toBe(404);
  });
});

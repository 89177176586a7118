// DFA review through the real API (issue 11 "After the order"; spec services §4, §5): an engineer raises issues on a
// paid order (on hold for DFA, the customer mailed), the customer answers (solution, reply and response required;
// locked until the engineer reviews it), the engineer asks again (unlocked, mailed) or accepts (final); the last
// acceptance releases the hold back to where it was. Someone else's order answers 404; roles from src/shared/staff.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { makeStaff } from '../../commands/payment/testing/orders';
import { multipartBody } from '../upload/multipart.test-helper';
import { payCard } from '../payment/payment.test-helper';
import { addItem, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { uniqueIp } from '../user/test-helpers';
import { OrderStatus } from '../../../shared/status/order';

let t: TestApp;
const staff = {} as Record<'engineering' | 'sales' | 'finance', Customer>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['engineering', 'sales', 'finance'] as const) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].id, role);
  }
});
afterAll(async () => t.close());

const emailOf = async (who: Customer): Promise<string> => (await t.handle.db.select().from(users).where(eq(users.id, who.id)))[0]?.email ?? '';
const mailsTo = async (who: Customer, subject: RegExp) => {
  const email = await emailOf(who);
  return parseMails(await t.outbox()).filter((m) => m.to === email && subject.test(m.subject));
};
const auditOf = (orderId: number) => t.handle.db.select().from(auditLog).where(eq(auditLog.recordId, String(orderId)));

/** A customer with a card-paid order (status 1003). */
const paidOrder = async () => {
  const buyer = await signUp(t);
  const made = await orderOf(t, buyer, [await addItem(t, buyer)]);
  const start = await post(t, buyer, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
  expect((await payCard(t, start.json().data.redirect_url as string, '4242424242424242')).statusCode).toBe(303);
  return { buyer, made };
};

const raise = (orderId: number, over: Record<string, unknown> = {}, who = staff.engineering) =>
  post(t, who, '/v1/staff/dfa/raise', { order_id: orderId, kind: 'parts', title: 'U3 footprint', description: 'The QFN pad is 0.2 mm narrower than the datasheet.', ...over });
const ANSWER = { solution: 'modify_as_suggested', reply: 'Please widen the pads as you suggest.', response: 'I agree to the change.' };
const answer = (who: Customer, issueId: number, over: Record<string, unknown> = {}) => post(t, who, '/v1/dfa/answer', { issue_id: issueId, ...ANSWER, ...over });

// the smallest valid PNG (1×1) and a PDF header: what the attachment check reads
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const attach = (issueId: number, file: { filename: string; data: Buffer }, who = staff.engineering) => {
  const { payload, headers } = multipartBody([{ name: 'issue_id', data: String(issueId) }, { name: 'file', ...file }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/staff/dfa/attachment', payload, headers: { ...headers, ...who.headers }, remoteAddress: uniqueIp() });
};

describe('DFA review round trip', () => {
  it('holds the order, takes a locked answer, asks again, accepts for good and releases the hold', async () => {
    const { buyer, made } = await paidOrder();
    const raised = await raise(made.order_id);
    expect(raised.statusCode, raised.body).toBe(200);
    const issue = raised.json().data;
    expect(issue).toMatchObject({ order_id: made.order_id, kind: 'parts', status: 'open', editable: true, solution: null, attachment: null });

    // the order is on hold for DFA, the customer is mailed with a link to the reply page, the audit row is written
    const seen = (await get(t, buyer, `/v1/order/detail?id=${made.order_id}`)).json().data;
    expect(seen).toMatchObject({ status: OrderStatus.OnHoldDfa, on_hold: true });
    const [raisedMail] = await mailsTo(buyer, new RegExp(`^Order ${made.order_no}: please answer our DFA review$`));
    expect(raisedMail?.bodies[0]).toContain('U3 footprint');
    expect(raisedMail?.bodies[0]).toContain(`/web/user/dfa/${made.order_id}`);
    expect(await auditOf(made.order_id)).toEqual([expect.objectContaining({ action: 'dfa.review', staffId: staff.engineering.id })]);
    // a console move cannot skip the review
    expect((await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: made.order_id, to: OrderStatus.OrderConfirmed })).statusCode).toBe(409);

    // the engineer shows a picture; the customer downloads it
    const pic = await attach(issue.id, { filename: 'u3.png', data: PNG });
    expect(pic.statusCode, pic.body).toBe(200);
    expect(pic.json().data.attachment).toEqual({ name: 'u3.png', mime: 'image/png', size: PNG.length });
    const file = await get(t, buyer, `/v1/dfa/attachment?issue_id=${issue.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // every field of the answer is required (spec services §5)
    const empty = await post(t, buyer, '/v1/dfa/answer', { issue_id: issue.id, reply: ' ', response: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual({ solution: 'validation.required', reply: 'validation.required', response: 'validation.required' });

    const sent = await answer(buyer, issue.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.issues[0]).toMatchObject({ status: 'answered', editable: false, ...ANSWER });
    // engineering hear of it, with a link into the console
    const [notice] = await mailsTo(staff.engineering, new RegExp(`^Order ${made.order_no}: DFA answer to review$`));
    expect(notice?.bodies[0]).toContain(`/staff/orders/${made.order_id}`);
    // locked until reviewed: a second answer is refused, and so is a new attachment
    const again = await answer(buyer, issue.id, { reply: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('errors.dfaReplyLocked');
    expect((await attach(issue.id, { filename: 'u3.png', data: PNG })).statusCode).toBe(409);
    // the queue shows it
    const queue = (await get(t, staff.engineering, '/v1/staff/dfa/queue')).json().data.items as { issue_id: number }[];
    expect(queue.map((q) => q.issue_id)).toContain(issue.id);

    // ask again: a note is required; the reply unlocks and the customer is mailed
    expect((await post(t, staff.engineering, '/v1/staff/dfa/ask-again', { issue_id: issue.id, note: ' ' })).statusCode).toBe(422);
    const asked = await post(t, staff.engineering, '/v1/staff/dfa/ask-again', { issue_id: issue.id, note: 'Which revision of the datasheet?' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.issues[0]).toMatchObject({ status: 'reopened', editable: true, review_note: 'Which revision of the datasheet?' });
    const [askedMail] = await mailsTo(buyer, new RegExp(`^Order ${made.order_no}: our engineer asks again`));
    expect(askedMail?.bodies[0]).toContain('Which revision of the datasheet?');
    const queueAfter = (await get(t, staff.engineering, '/v1/staff/dfa/queue')).json().data.items as { issue_id: number }[];
    expect(queueAfter.map((q) => q.issue_id)).not.toContain(issue.id);

    // a second issue while on hold keeps the order on hold
    const second = (await raise(made.order_id, { kind: 'design', title: 'Fiducials', description: 'Add two fiducials.' })).json().data;
    expect((await answer(buyer, issue.id, { reply: 'Revision C.' })).statusCode).toBe(200);

    // accept the first: final; the order stays on hold while the second is open
    const accepted = await post(t, staff.engineering, '/v1/staff/dfa/accept', { issue_id: issue.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: OrderStatus.OnHoldDfa, on_hold: true });
    for (const [url, body] of [['/v1/staff/dfa/ask-again', { issue_id: issue.id, note: 'x' }], ['/v1/staff/dfa/accept', { issue_id: issue.id }]] as const) {
      const refused = await post(t, staff.engineering, url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().key).toBe('errors.dfaAccepted');
    }
    const late = await answer(buyer, issue.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().key).toBe('errors.dfaAccepted');
    // an open issue cannot be accepted before the customer answers
    expect((await post(t, staff.engineering, '/v1/staff/dfa/accept', { issue_id: second.id })).statusCode).toBe(409);

    // the last acceptance releases the hold back to "payment confirmed", and the customer hears it
    expect((await answer(buyer, second.id, { solution: 'keep_as_designed' })).statusCode).toBe(200);
    const done = await post(t, staff.engineering, '/v1/staff/dfa/accept', { issue_id: second.id, note: 'Fine as it is.' });
    expect(done.json().data).toMatchObject({ status: OrderStatus.PaymentConfirmed, on_hold: false });
    expect((await get(t, buyer, `/v1/order/detail?id=${made.order_id}`)).json().data).toMatchObject({ status: OrderStatus.PaymentConfirmed, on_hold: false });
    expect(await mailsTo(buyer, new RegExp(`^Order ${made.order_no}: DFA review complete$`))).toHaveLength(1);
    // one audit row per action: 2 raises, 1 attachment, 1 ask again, 2 accepts
    expect((await auditOf(made.order_id)).filter((a) => a.action === 'dfa.review')).toHaveLength(6);
  });

  it('goes back to the status it was held from (in production)', async () => {
    const { buyer, made } = await paidOrder();
    for (const to of [OrderStatus.OrderConfirmed, OrderStatus.InProduction]) {
      expect((await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: made.order_id, to })).statusCode).toBe(200);
    }
    const issue = (await raise(made.order_id)).json().data;
    expect((await answer(buyer, issue.id)).statusCode).toBe(200);
    const done = await post(t, staff.engineering, '/v1/staff/dfa/accept', { issue_id: issue.id });
    expect(done.json().data.status).toBe(OrderStatus.InProduction);
  });
});

describe('DFA review refusals', () => {
  it('answers 404 for another customer\'s order, issue and attachment', async () => {
    const { made } = await paidOrder();
    const issue = (await raise(made.order_id)).json().data;
    expect((await attach(issue.id, { filename: 'plan.pdf', data: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1') })).statusCode).toBe(200);
    const other = await signUp(t);
    expect((await get(t, other, `/v1/dfa/order?order_id=${made.order_id}`)).statusCode).toBe(404);
    expect((await answer(other, issue.id)).statusCode).toBe(404);
    expect((await get(t, other, `/v1/dfa/attachment?issue_id=${issue.id}`)).statusCode).toBe(404);
    expect((await get(t, other, `/v1/dfa/order?order_id=999999`)).statusCode).toBe(404);
    // staff who read orders see the review and the file
    expect((await get(t, staff.finance, `/v1/staff/dfa/order?order_id=${made.order_id}`)).json().data.issues).toHaveLength(1);
    expect((await get(t, staff.finance, `/v1/dfa/attachment?issue_id=${issue.id}`)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses an unpaid order, a file that is not a picture or PDF, and roles without dfa.review', async () => {
    const buyer = await signUp(t);
    const unpaid = await orderOf(t, buyer, [await addItem(t, buyer)]);
    const refused = await raise(unpaid.order_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('errors.orderTransitionForbidden');
    expect(await auditOf(unpaid.order_id)).toEqual([]);

    const { made } = await paidOrder();
    expect((await raise(made.order_id, {}, staff.sales)).statusCode).toBe(403);
    expect((await raise(made.order_id, { kind: 'colour' })).statusCode).toBe(422);
    const issue = (await raise(made.order_id)).json().data;
    const fake = await attach(issue.id, { filename: 'evil.png', data: Buffer.from('<script>alert(1)</script>') });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().key).toBe('errors.fileTypeOrSize');
    expect((await attach(issue.id, { filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) })).statusCode).toBe(422);
    expect((await post(t, staff.sales, '/v1/staff/dfa/accept', { issue_id: issue.id })).statusCode).toBe(403);
  });
});

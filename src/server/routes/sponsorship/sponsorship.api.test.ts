// PCBA sponsorship (issue 15; spec services §1 "Sponsorship program", §2 `{product}-pcba-sponsorship`): a customer
// applies with the form's fields (the share agreement required), sales decide once with an audit row, the applicant
// is e-mailed at both steps and reads the decision; another customer never sees the application.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, mailOutbox } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { signUp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';

let t: TestApp;
let applicant: TestUser;
let other: TestUser;
let sales: TestUser;
let content: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [applicant, other, sales, content] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, sales.uid, 'sales');
  await makeStaff(t.handle.db, content.uid, 'content');
});
afterAll(async () => t.close());

const application = (over: Record<string, unknown> = {}) => ({
  product: 'xiao', project_name: 'Open soil sensor', team_type: 'student', organisation: 'Kyoto University robotics club',
  website: 'https://github.com/example/soil-sensor', description: 'A XIAO based LoRa soil moisture sensor for community gardens.',
  boards: 20, share: true, ...over,
});
const mails = (kind: string, to: string) => t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)));

describe('applying', () => {
  it('checks the form: the share agreement, the description, the number of boards', async () => {
    const res = await post(t, other, '/v1/sponsorship/applications', application({ share: false, description: 'short', boards: 0 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ share: 'validation.sponsorshipShare', description: 'validation.sponsorshipDescription', boards: 'validation.sponsorshipBoards' });
    expect((await post(t, null, '/v1/sponsorship/applications', application())).statusCode).toBe(401);
  });

  it('stores the application, mails the applicant, and allows one waiting application at a time', async () => {
    const res = await post(t, applicant, '/v1/sponsorship/applications', application());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ product: 'xiao', project_name: 'Open soil sensor', status: 'submitted', boards: 20 });
    expect(await mails('sponsorship_received', applicant.email)).toHaveLength(1);
    expect((await post(t, applicant, '/v1/sponsorship/applications', application())).statusCode).toBe(409);
    // only the applicant's own applications
    expect((await get(t, other, '/v1/sponsorship/applications')).json().data.list).toEqual([]);
  });
});

describe('the decision', () => {
  it('sales approve once, with an audit row and a mail; the applicant reads the decision', async () => {
    const [mine] = (await get(t, applicant, '/v1/sponsorship/applications')).json().data.list;
    const queue = (await get(t, sales, '/v1/staff/sponsorship?status=submitted')).json().data;
    expect(queue.list.map((a: { id: number }) => a.id)).toContain(mine.id);
    // content staff may not decide
    expect((await post(t, content, '/v1/staff/sponsorship/decide', { id: mine.id, decision: 'approved' })).statusCode).toBe(403);
    // a refusal says why
    expect((await post(t, sales, '/v1/staff/sponsorship/decide', { id: mine.id, decision: 'declined' })).json().fields).toEqual({ note: 'validation.required' });

    const decided = await post(t, sales, '/v1/staff/sponsorship/decide', { id: mine.id, decision: 'approved', note: 'We sponsor 20 boards.' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ status: 'approved', decision_note: 'We sponsor 20 boards.', customer_email: applicant.email });
    expect((await post(t, sales, '/v1/staff/sponsorship/decide', { id: mine.id, decision: 'declined', note: 'No' })).statusCode).toBe(409);

    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'sponsorship'), eq(auditLog.recordId, String(mine.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'sponsorship.decide', staffId: sales.uid });
    const [mail] = await mails('sponsorship_decided', applicant.email);
    expect(mail?.subject).toContain('approved');
    const [seen] = (await get(t, applicant, '/v1/sponsorship/applications')).json().data.list;
    expect(seen).toMatchObject({ status: 'approved', decision_note: 'We sponsor 20 boards.' });
  });

  it('answers 404 for an application that does not exist', async () => {
    expect((await get(t, sales, '/v1/staff/sponsorship/detail?id=999999')).statusCode).toBe(404);
  });
});

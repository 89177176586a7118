// npm run staff:create -- email role: creates a staff account that can sign in with the printed password, changes
// the role of an existing one, and never turns a customer into staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { users } from '../../db/schema/index';
import { logIn, signUp, uniqueEmail } from '../../routes/user/test-helpers';
import { createStaff } from './create-staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (email: string, role: string) => createStaff(t.handle.db, { email, role, scryptLogN: t.config.scryptLogN, clock: t.clock });

describe('staff:create', () => {
  it('creates a staff account with the role, whose one-time password signs in to the console', async () => {
    const email = uniqueEmail('sales');
    const result = await create(email, 'sales');
    if (result.kind !== 'created') throw new Error(`not created: ${JSON.stringify(result)}`);
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, result.id));
    expect(row).toMatchObject({ email, userType: 'staff', staffRole: 'sales' });
    const login = await logIn(t, email, result.password);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: { 'x-auth-token': token } });
    expect(me.json().data).toMatchObject({ role: 'sales' });
  });

  it('changes the role of an existing staff account', async () => {
    const email = uniqueEmail('ops');
    await create(email, 'finance');
    expect(await create(email.toUpperCase(), 'content')).toMatchObject({ kind: 'role-changed', from: 'finance', role: 'content' });
  });

  it('refuses an unknown role, a customer\'s e-mail and a non-address', async () => {
    expect(await create(uniqueEmail(), 'owner')).toMatchObject({ kind: 'refused' });
    const customer = await signUp(t);
    expect(await create(customer.email, 'admin')).toMatchObject({ kind: 'refused' });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, customer.uid));
    expect(row).toMatchObject({ userType: 'customer', staffRole: null });
    expect(await create('not-an-address', 'admin')).toMatchObject({ kind: 'refused' });
  });
});

// Test helper for the address and coupon API tests: a fresh signed-in customer through the public register call.
import type { TestApp } from '../../test/app';

export interface Customer {
  id: number;
  token: string;
  /** inject options with the session header */
  headers: { 'x-auth-token': string };
}

let seq = 0;
export const signUp = async (t: TestApp): Promise<Customer> => {
  seq += 1;
  const email = `buyer${seq}-${Date.now()}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    // a distinct client address per account keeps the sign-up rate limit out of the way
    remoteAddress: `10.0.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
    payload: { first_name: 'Test', last_name: 'Buyer', email, email_confirm: email, password: 'secret-123', password_confirm: 'secret-123' },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { uid: number; token: string };
  return { id: data.uid, token: data.token, headers: { 'x-auth-token': data.token } };
};

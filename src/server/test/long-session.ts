// A signed-in customer whose session outlives the tests that move the clock by days or weeks (sessions last a day).
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/index';
import type { TestApp } from './app';
import { signUp, type Customer } from '../routes/checkout/fixtures.test-helper';

export const longSessionCustomer = async (t: TestApp): Promise<Customer> => {
  const who = await signUp(t);
  await t.handle.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') }).where(eq(sessions.userId, who.id));
  return who;
};

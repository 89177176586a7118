// Test factory: an order row as the orders area's placement would leave it (received, payment pending), so the
// payment tests do not depend on the whole cart and checkout. Only for tests.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, users } from '../../../db/schema/index';
import type { StaffRole } from '../../../../shared/staff';

export interface OrderOverrides {
  totalCents?: bigint;
  paymentMethod?: number;
  status?: number;
  createdAt?: Date;
  orderNo?: string;
}

/** The address snapshot placement writes (spec platform §3 delivery keys), so the order's detail can be shown. */
const TEST_ADDRESS = {
  customer_name: 'Dana Rivera', customer_company: '', customer_address: '1 Test Street', customer_country: 'United States', customer_country_code: 'US',
  customer_province: 'CA', customer_city: 'San Jose', customer_postcode: '95112', customer_telephone: '+1 555 0100', tax_number: '',
};

export const buildOrder = async (db: DbOrTx, userId: number, now: Date, o: OrderOverrides = {}): Promise<{ id: number; orderNo: string }> => {
  const total = o.totalCents ?? 12_345n;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: o.orderNo ?? `T${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      userId,
      checkoutToken: crypto.randomUUID(),
      status: o.status ?? 1,
      paymentMethod: o.paymentMethod ?? 2,
      subtotalCents: total,
      shippingCents: 0n,
      discountCents: 0n,
      taxCents: 0n,
      totalCents: total,
      taxCode: 'none',
      countryIso2: 'US',
      shipTo: TEST_ADDRESS,
      billTo: TEST_ADDRESS,
      shipping: [],
      createdAt: o.createdAt ?? now,
      updatedAt: o.createdAt ?? now,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  if (!row) throw new Error('order not inserted');
  return row;
};

export const makeStaff = async (db: DbOrTx, userId: number, role: StaffRole = 'admin'): Promise<void> => {
  await db.update(users).set({ userType: 'staff', staffRole: role }).where(eq(users.id, userId));
};

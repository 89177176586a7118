// GET /v1/staff/customers/detail: one customer's page: the account, its latest orders, addresses and coupons.
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { addresses, couponDefinitions, coupons, orders, users } from '../../../db/schema/index';
import type { StaffCustomerDetail } from '../../../../shared/contracts/staff-customers';
import { notFound } from '../../../http/errors';
import { presentCoupon } from '../../coupon/present-coupon';
import { presentCustomer } from './present-customer';
import { completedDeletionOf } from '../../account-deletion/deletion-record';

export const customerNotFound = () => notFound('Customer not found.');

export const getCustomer = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, uid: number): Promise<StaffCustomerDetail> => {
  const [user] = await db.select().from(users).where(and(eq(users.id, uid), eq(users.userType, 'customer')));
  if (!user) throw customerNotFound();
  const now = clock.now();
  const [orderRows, addressRows, couponRows, deletion] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, uid)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100),
    db.select().from(addresses).where(eq(addresses.userId, uid)).orderBy(desc(addresses.isDefault), addresses.id),
    db.select({ c: coupons, d: couponDefinitions }).from(coupons).innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
      .where(eq(coupons.ownerId, uid)).orderBy(desc(coupons.boundAt), desc(coupons.id)),
    completedDeletionOf(db, uid),
  ]);
  return {
    customer: presentCustomer(user),
    orders: orderRows.map((o) => ({ id: o.id, order_no: o.orderNo, status: o.status, total: o.totalCents.toString(), created_at: o.createdAt.toISOString() })),
    addresses: addressRows.map((a) => ({
      id: a.id, name: [`${a.firstName} ${a.lastName}`.trim(), a.company].filter(Boolean).join(', '),
      lines: [a.streetAddress, [a.postcode, a.city, a.province].filter(Boolean).join(' '), a.phone].filter(Boolean), country: a.countryIso2, is_default: a.isDefault,
    })),
    coupons: couponRows.map(({ c, d }) => presentCoupon(c, d, now)),
    deletion,
  };
};

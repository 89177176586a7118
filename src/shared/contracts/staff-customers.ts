// Customers in the console (issue 9): look up by e-mail, name or id; a customer's page with orders, addresses,
// coupons, VIP level (spec: sku 608800014 pro, 608800015 elite) and the distributor / wholesale / propagate flags.
import { z } from 'zod';
import { deletionRecordSchema } from './account-deletion';
import { apiQuery } from '../api';
import { id, queryId, queryInt, text } from './fields';
import { couponSchema } from './coupon';

export const VIP_CHOICES = ['none', 'pro', 'elite'] as const;
export type VipChoice = (typeof VIP_CHOICES)[number];

export const customerQuerySchema = apiQuery({
  q: text().max(100).optional(),
  sort: z.enum(['created_at', 'email']).optional().default('created_at'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});

const customerSchema = z.object({
  uid: z.number(),
  email: z.string(),
  name: z.string(),
  lang: z.string(),
  vip: z.enum(VIP_CHOICES),
  wholesale: z.boolean(),
  propagate: z.boolean(),
  distributor_code: z.string().nullable(),
  created_at: z.string(),
  /** When the customer deleted the account (issue 15); the row stays anonymised for the orders kept by law. */
  deleted_at: z.string().nullable(),
});
export type StaffCustomer = z.infer<typeof customerSchema>;
export const customerListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(customerSchema) });

export const customerDetailQuerySchema = apiQuery({ id: queryId() });
export const customerDetailSchema = z.object({
  customer: customerSchema,
  orders: z.array(z.object({ id: z.number(), order_no: z.string(), status: z.number(), total: z.string(), created_at: z.string() })),
  addresses: z.array(z.object({ id: z.number(), name: z.string(), lines: z.array(z.string()), country: z.string(), is_default: z.boolean() })),
  coupons: z.array(couponSchema),
  /** The account's completed deletion: when and why (issue 15). */
  deletion: deletionRecordSchema.nullable(),
});
export type StaffCustomerDetail = z.infer<typeof customerDetailSchema>;

/** POST /v1/staff/customers/flags: sales set the VIP level and the account flags (audited). The distributor code is
 *  not among them: only the distributor program's approval issues one, and only its suspension takes it away
 *  (docs/partners.md), so a body carrying `distributor_code` is refused (strict). */
export const customerFlagsBodySchema = z.strictObject({
  uid: id('validation.required'),
  vip: z.enum(VIP_CHOICES),
  wholesale: z.boolean(),
  propagate: z.boolean(),
});

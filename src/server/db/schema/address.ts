// Address book entries (spec platform §3). The country is stored as its ISO alpha-2 code; the numeric country id
// on the wire is derived from it (commands/address/country-ids.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    countryIso2: text('country_iso2').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    taxNumber: text('tax_number').notNull().default(''),
    /** vat | eori | personal_id */
    taxNumberType: text('tax_number_type'),
    /** business | consumer | other */
    buyerType: text('buyer_type').notNull(),
    cnCourierRemark: text('cn_courier_remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per account, enforced by the database as well as by the commands.
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

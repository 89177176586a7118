// Partner programs (issue 15; spec services "Licensing program record", "Distributor"): the licensed-products
// applications with their batch stage and its history, and the distributors/affiliates with the orders that
// carried their code and the rebate payouts finance marked paid. Money is bigint USD cents. docs/partners.md.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './order';

export const licensedPrograms = pgTable(
  'licensed_programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The page the form was sent from (LICENSED_PAGES). */
    page: text('page').notNull(),
    companyName: text('company_name').notNull(),
    productName: text('product_name').notNull(),
    productUrl: text('product_url').notNull().default(''),
    description: text('description').notNull(),
    /** The batch's size; the batch number counts the partner's production runs of this product. */
    quantity: integer('quantity').notNull(),
    batch: integer('batch').notNull().default(1),
    /** 0..6, the spec's codes (src/shared/status/licensed-batch.ts). */
    stage: integer('stage').notNull().default(0),
    bazaarSku: text('bazaar_sku'),
    remainingStock: integer('remaining_stock'),
    depositCents: bigint('deposit_cents', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('licensed_programs_user_idx').on(t.userId, t.createdAt),
    index('licensed_programs_queue_idx').on(t.stage, t.createdAt),
    check('licensed_programs_stage_check', sql`${t.stage} between 0 and 6`),
  ],
);

/** Every stage move: who, from, to, why, when — written in the transaction of the move. */
export const licensedProgramHistory = pgTable(
  'licensed_program_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id').notNull().references(() => licensedPrograms.id, { onDelete: 'cascade' }),
    fromStage: integer('from_stage'),
    toStage: integer('to_stage').notNull(),
    /** The staff member, or null for the partner's own application. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('licensed_program_history_program_idx').on(t.programId, t.createdAt)],
);

export const distributors = pgTable(
  'distributors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** One application per account. */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** distributor (resells: the wholesale flag) | affiliate (promotes: the propagate flag) */
    kind: text('kind').notNull(),
    /** applied → approved (contract offered) → active (contract accepted, code issued) | rejected; active → suspended
     *  (staff revoke the code: checkout refuses it, the statements stay). */
    status: text('status').notNull(),
    companyName: text('company_name').notNull(),
    countryIso2: text('country_iso2').notNull(),
    website: text('website').notNull().default(''),
    channels: text('channels').notNull(),
    /** Set at approval: the rebate in basis points (500 = 5 %) and the statement period (monthly | quarterly). Later
     *  changes are rows of distributor_term_changes, each in force from the start of a period. */
    rateBp: integer('rate_bp'),
    period: text('period'),
    /** Issued when the contract is accepted; customers enter it at checkout. Upper case, unique. */
    code: text('code'),
    staffNote: text('staff_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    contractAcceptedAt: timestamp('contract_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('distributors_user_idx').on(t.userId),
    uniqueIndex('distributors_code_idx').on(t.code),
    index('distributors_queue_idx').on(t.status, t.createdAt),
    check('distributors_kind_check', sql`${t.kind} in ('distributor', 'affiliate')`),
    check('distributors_status_check', sql`${t.status} in ('applied', 'approved', 'active', 'rejected', 'suspended')`),
    check('distributors_period_check', sql`${t.period} is null or ${t.period} in ('monthly', 'quarterly')`),
    check('distributors_rate_check', sql`${t.rateBp} is null or ${t.rateBp} between 500 and 1000`),
  ],
);

/** Staff's changes of a distributor's rebate terms after approval: each is in force from `effective_from`, the start
 *  of the period after the one running when it was made (docs/partners.md "Changing the terms"). */
export const distributorTermChanges = pgTable(
  'distributor_term_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distributorId: integer('distributor_id').notNull().references(() => distributors.id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    period: text('period').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('distributor_term_changes_distributor_idx').on(t.distributorId, t.effectiveFrom),
    check('distributor_term_changes_period_check', sql`${t.period} in ('monthly', 'quarterly')`),
    check('distributor_term_changes_rate_check', sql`${t.rateBp} between 500 and 1000`),
  ],
);

/** An order placed with a distributor's code (at most one code per order). */
export const distributorOrders = pgTable(
  'distributor_orders',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id').notNull().references(() => distributors.id, { onDelete: 'cascade' }),
    /** The rate in force when the order was recorded: a later change of terms does not alter it. Null on orders
     *  recorded before rates were kept per order: they read the terms in force at created_at. */
    rateBp: integer('rate_bp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('distributor_orders_rate_check', sql`${t.rateBp} is null or ${t.rateBp} between 500 and 1000`), primaryKey({ columns: [t.orderId] }), index('distributor_orders_distributor_idx').on(t.distributorId)],
);

/** A period's rebate as finance paid it: the figures are a snapshot taken when it was marked paid. */
export const distributorPayouts = pgTable(
  'distributor_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distributorId: integer('distributor_id').notNull().references(() => distributors.id, { onDelete: 'cascade' }),
    /** "2026-11" (monthly) or "2026-Q4" (quarterly), UTC. */
    periodKey: text('period_key').notNull(),
    basisCents: bigint('basis_cents', { mode: 'bigint' }).notNull(),
    rebateCents: bigint('rebate_cents', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    orderCount: integer('order_count').notNull(),
    reference: text('reference').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('distributor_payouts_period_idx').on(t.distributorId, t.periodKey)],
);

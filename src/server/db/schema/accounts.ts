import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    /** customer | staff */
    userType: text('user_type').notNull().default('customer'),
    /** For staff: admin | sales | engineering | finance | content (src/shared/staff.ts); null for customers. */
    staffRole: text('staff_role'),
    wholesale: boolean('wholesale').notNull().default(false),
    propagate: boolean('propagate').notNull().default(false),
    distributorCode: text('distributor_code'),
    vipSku: text('vip_sku'),
    /** en | jp: the edition the account signed up in; its e-mails are written in this language (issue 8 §2). */
    lang: text('lang').notNull().default('en'),
    /** When the customer deleted the account (issue 15): the row stays, anonymised, for the orders kept by law. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Session tokens are random; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // the housekeeping sweep deletes by expiry and by revocation time
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

export const guests = pgTable(
  'guests',
  {
    guid: text('guid').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('guests_created_idx').on(t.createdAt)],
);

/** Single-use, expiring password reset links; only the token's hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // retiring a user's open links on a password change; the expiry sweep
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
);

/**
 * Browsers a user has signed in from before (an httpOnly random cookie; only its SHA-256 is stored). Sign-ins from a
 * known device are exempt from the account-wide failure limit, so attackers elsewhere cannot lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('known_devices_last_used_idx').on(t.lastUsedAt)],
);

/** Fixed-window counters for rate limits that must hold across server processes (login, reset mail). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  // pruning deletes old windows
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id'),
  address: text('address').notNull(),
  enName: text('en_name').notNull(),
  jpName: text('jp_name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Hidden items (and their children) stay in the console but leave the shop's menu. */
  hidden: boolean('hidden').notNull().default(false),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** fusion (English edition) or fusionjp */
  type: text('type').notNull(),
  image: text('image').notNull().default(''),
  link: text('link').notNull().default(''),
  desc: text('desc').notNull().default(''),
  hrefType: integer('href_type').notNull().default(1),
  color: text('color').notNull().default('#0b7a3e'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** Schedule window (either end open when null): the shop shows an active banner only inside it. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** CMS pages by key and language (about_us, terms_of_service, privacy_policy, ...). */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** Help-centre articles (get_help topics, FAQ). */
export const helpArticles = pgTable('help_articles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** TechnicalSupport | ShippingOrder | ReturnsRefund | PaymentInformation | HowToGetHelp | FAQ */
  category: text('category').notNull(),
  lang: text('lang').notNull(),
  platform: text('platform').notNull().default('fusion'),
  position: text('position').notNull().default('help'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Unpublished articles stay in the console only. */
  published: boolean('published').notNull().default(true),
});

/** Display-currency rates: one USD in the currency, times 1e6. */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  ratePpm: bigint('rate_ppm', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Maintenance notice; one row per language. normal=true means no notice. */
export const systemStatus = pgTable('system_status', {
  lang: text('lang').primaryKey(),
  normal: boolean('normal').notNull().default(true),
  title: text('title').notNull().default(''),
  desc: text('desc').notNull().default(''),
});

/**
 * The local newsletter list with double opt-in (issue 15): a sign-up is pending until the link mailed to the address
 * is opened (confirmed_at set). The links carry random tokens stored only as their SHA-256, like session tokens: they
 * cannot be guessed and a leaked table does not let anyone confirm or unsubscribe someone else.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  lang: text('lang').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmTokenHash: text('confirm_token_hash').unique(),
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
});

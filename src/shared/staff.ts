// Staff roles and what each may do (issue 9): the one table the server's policy module (src/server/security/
// policy.ts) decides with, and the console reads to show only what the signed-in role can use. Zod-free.
import { ProductId } from './ids';

export const STAFF_ROLES = ['admin', 'sales', 'engineering', 'finance', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (v: unknown): v is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(v);

export const STAFF_ACTIONS = [
  /** Quotations waiting for a price: see them, price or refuse them. */
  'quotes.view',
  'quotes.answer',
  /**
   * Price or refuse the quotations of the machining scope only (issue 12: CNC parts and custom cables, the 2-working-
   * hour promise of /staff/cnc-quotes). Every role with 'quotes.answer' has it too; the item's product decides which
   * of the two a quotation needs (canAnswerQuote below).
   */
  'quotes.answerMachining',
  /** Orders: search and read (with files, payments, history and audit), move along the state machine. */
  'orders.view',
  'orders.advance',
  /** Put an order on hold for a file problem (asks the customer for a re-upload). */
  'orders.hold',
  /** Cancel a paid order and refund it. */
  'orders.cancel',
  /** Wire transfers: the receipts waiting, confirm or reject. */
  'wire.view',
  'wire.decide',
  /** Refunds and payments: list, send a failed refund again. */
  'refunds.view',
  'refunds.retry',
  /** Customers and coupons. */
  'customers.view',
  'customers.edit',
  'coupons.manage',
  /** Banners, menu, maintenance notice, help articles, CMS blocks, exchange rates. */
  'content.manage',
  /** Support conversations (issue 8 §3): read the queue and threads; answer, attach, close and reopen. */
  'support.view',
  'support.reply',
  /** Price tables (issue 11): read and replace the PCBA table. */
  'prices.manage',
  /** DFA review (issue 11): raise issues on an order (on hold for DFA), accept answers or ask again, the queue. */
  'dfa.review',
  /** The BOM check (issue 11 "After the order"): settle the Pending and Unavailable lines of PCBA items, ask the customer. */
  'bom.check',
  /** Functional-test plans (issue 11): the queue, the file, confirm or reject with a note. */
  'test.review',
  /** Payment requests for a customer (issue 13): product 455 (payment) or 1633 (shipping cost), paid like any order. */
  'payments.request',
  /** Partner programs (issue 15): the licensed-products applications and batches, the distributors; move them along. */
  'partners.view',
  'partners.manage',
  /** Distributor rebates (issue 15): mark a period's payout paid. */
  'partners.payouts',
  /** The design gallery (issue 14): feature, unfeature and hide projects, approve or reject comments. */
  'gallery.moderate',
  /** PCBA sponsorship applications (issue 15): read the queue, approve or decline (the applicant is e-mailed). */
  'sponsorship.view',
  'sponsorship.decide',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * Each role's actions (admin may do everything). Everyone on staff reads orders: every queue leads to one.
 * sales: quotes, customers, coupons, price tables; engineering: file problems and production steps; finance: money;
 * content: the shop's texts.
 */
const ROLE_ACTIONS: Record<Exclude<StaffRole, 'admin'>, readonly StaffAction[]> = {
  // sales also set the prices their quotes start from
  sales: ['quotes.view', 'quotes.answer', 'quotes.answerMachining', 'orders.view', 'customers.view', 'customers.edit', 'coupons.manage', 'support.view', 'support.reply', 'prices.manage', 'bom.check', 'payments.request', 'partners.view', 'partners.manage', 'sponsorship.view', 'sponsorship.decide'],
  // engineering answers the technical questions (files, DFM) and quotes the parts they make by hand (CNC, custom
  // cables: the working-hours promise is theirs); finance reads threads about payments
  engineering: ['orders.view', 'orders.advance', 'orders.hold', 'quotes.view', 'quotes.answerMachining', 'support.view', 'support.reply', 'dfa.review', 'bom.check', 'test.review'],
  finance: ['orders.view', 'orders.cancel', 'wire.view', 'wire.decide', 'refunds.view', 'refunds.retry', 'customers.view', 'support.view', 'payments.request', 'partners.view', 'partners.payouts'],
  // the gallery is the shop's public content too
  content: ['content.manage', 'gallery.moderate'],
};

export const roleCan = (role: StaffRole, action: StaffAction): boolean => role === 'admin' || ROLE_ACTIONS[role].includes(action);

export const actionsOf = (role: StaffRole): StaffAction[] => STAFF_ACTIONS.filter((a) => roleCan(role, a));

/** The machining scope (issue 12): CNC parts and custom cables, by product key (the console) or product id (the server). */
const MACHINING: readonly (string | number)[] = ['cnc', 'cable', ProductId.CNC, ProductId.Cable];
export const isMachiningProduct = (product: string | number): boolean => MACHINING.includes(product);

/** Whether the role may price or refuse a quotation for this product: every one with 'quotes.answer', the machining ones with 'quotes.answerMachining'. */
export const canAnswerQuote = (role: StaffRole, product: string | number): boolean =>
  roleCan(role, 'quotes.answer') || (isMachiningProduct(product) && roleCan(role, 'quotes.answerMachining'));

// Who may do what, in one place (issue 9): staff roles against the action table in src/shared/staff.ts, and the
// customers' ownership rule (a record that belongs to someone else answers 404, as if it did not exist, so ids
// cannot be probed). Routes name the action in the route map (`staff: 'orders.hold'`) and serve() asks here before
// the body is read; commands that load a customer's record pass it through `owned()`.
import { canAnswerQuote, isStaffRole, roleCan, type StaffAction, type StaffRole } from '../../shared/staff';
import type { AuditRecordType } from '../../shared/contracts/staff';
import { AppError, notFound } from '../http/errors';
import { ApiCode } from '../../shared/api';

/** The signed-in account as the policy sees it (the session's user row has these columns). */
export interface Actor {
  id: number;
  userType: string;
  staffRole: string | null;
}

/** The actor's staff role, or null for customers (and staff rows without a valid role: they may do nothing). */
export const staffRoleOf = (actor: Actor | undefined): StaffRole | null =>
  actor && actor.userType === 'staff' && isStaffRole(actor.staffRole) ? actor.staffRole : null;

/** A customer's record: orders, cart items, addresses carry `userId`; uploads `ownerId`. */
type OwnedRecord = { userId: number } | { ownerId: number };
const ownerOf = (r: OwnedRecord): number => ('userId' in r ? r.userId : r.ownerId);

/** Whether the actor may take a staff action; or, given a customer record, whether the actor owns it. */
export function can(actor: Actor | undefined, action: StaffAction): boolean;
export function can(actor: Actor | undefined, action: 'own', record: OwnedRecord): boolean;
export function can(actor: Actor | undefined, action: StaffAction | 'own', record?: OwnedRecord): boolean {
  if (!actor) return false;
  if (action === 'own') return !!record && ownerOf(record) === actor.id;
  const role = staffRoleOf(actor);
  return role !== null && roleCan(role, action);
}

/** A staff member whose role does not include the action. */
const notAllowed = () => new AppError(ApiCode.forbidden, 403, 'errors.staffNotAllowed', 'Your role does not allow this.');
/** A customer (or a staff row without a role) on a staff call: the same answer a customer got before roles existed. */
const notStaff = () => new AppError(ApiCode.wrongUserId, 403, 'errors.wrongUserId', 'Wrong user id.');

/** Throws unless the actor is staff (with a role that includes the action, when one is given). */
export const authorize = (actor: Actor, action?: StaffAction): void => {
  if (staffRoleOf(actor) === null) throw notStaff();
  if (action && !can(actor, action)) throw notAllowed();
};

/**
 * Pricing or refusing a quotation: the route let in every role that answers some quotations ('quotes.answerMachining');
 * the item's product decides whether this one is in the role's scope (engineering: CNC parts and custom cables only).
 */
export const authorizeQuoteAnswer = (actor: Actor, productId: number): void => {
  const role = staffRoleOf(actor);
  if (role === null) throw notStaff();
  if (!canAnswerQuote(role, productId)) throw notAllowed();
};

/**
 * Reading a record's audit history takes the permission that opens the record: the history carries what staff wrote
 * (a hold message, a cancel reason, a customer's flags), which a role that may not read the record must not see.
 */
const AUDIT_READ: Record<AuditRecordType, StaffAction> = {
  cart_item: 'quotes.view', order: 'orders.view', payment: 'refunds.view', refund: 'refunds.view', coupon: 'coupons.manage',
  user: 'customers.view', support_conversation: 'support.view',
  banner: 'content.manage', menu_item: 'content.manage', setting: 'content.manage', help_article: 'content.manage', currency_rate: 'content.manage',
  price_table: 'prices.manage',
  // the BOM check's actions on a PCBA item's lines (record id: the cart item)
  pcba_item: 'bom.check',
  test_plan: 'test.review',
  // ODM requests (issue 13) are quoted like any quotation
  odm_request: 'quotes.view',
  custom_payment: 'payments.request',
  review: 'content.manage',
  // drop shipping (issue 15): stock is granted on a customer, tracking is entered on a paid order's package
  drop_ship_stock: 'customers.view',
  drop_ship_package: 'orders.view',
  // partner programs (issue 15)
  licensed_program: 'partners.view',
  distributor: 'partners.view',
  gallery_project: 'gallery.moderate',
  gallery_comment: 'gallery.moderate',
  sponsorship: 'sponsorship.view',
};

/** A gallery project as the policy sees it (issue 14). */
interface GalleryProjectAccess {
  userId: number;
  shareType: string;
  hidden: boolean;
}

/**
 * Who sees a gallery project: its owner and the moderators always; any staff member a staff-only one ("Only for
 * Seeed"); everyone a public or unlisted one (unlisted: by its link, never on a list) unless staff hid it.
 */
export const canSeeGalleryProject = (actor: Actor | undefined, p: GalleryProjectAccess): boolean => {
  if (actor?.id === p.userId || can(actor, 'gallery.moderate')) return true;
  if (p.hidden) return false;
  return p.shareType === 'staff' ? staffRoleOf(actor) !== null : true;
};

/** Throws unless the actor may read the audit history of this kind of record. */
export const authorizeAuditRead = (actor: Actor, recordType: AuditRecordType): void => authorize(actor, AUDIT_READ[recordType]);

/**
 * The customer's own record, or 404: `owned(actorId, await findOrder(id), () => notFound('Order not found.'))`.
 * Someone else's record and a missing one answer the same.
 */
export const owned = <T extends OwnedRecord>(actorId: number, record: T | undefined | null, missing = () => notFound()): T => {
  if (!isOwnedBy(actorId, record)) throw missing();
  return record;
};

/** The same rule as a test, for callers that answer "not yours" with something else than an error. */
export const isOwnedBy = <T extends OwnedRecord>(actorId: number, record: T | undefined | null): record is T =>
  !!record && ownerOf(record) === actorId;

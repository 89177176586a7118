// The cart-item state machine as data (ARCHITECTURE.md "State machines as data"; spec platform §4 cart item
// statuses, issue 4 §1). Stored statuses live in cart_items.status; the two terminal markers are not statuses of
// the row but facts about it: `cancelled` (the customer removed it: cancelled_at set, history says cancel) and
// `ordered` (moved into an order by order/make: cancelled_at set, an order line points at it). Neither has an
// outgoing transition here: an order cancelled before payment gives its items back unchanged (order area).

/**
 * Status codes. The spec lists 1 Active, 4 Confirming, 5 Confirmed, 7 Rejected, plus "Quotation" and "awaiting
 * files upload" without codes: those two take the free codes 2 and 3.
 */
export const CartItemStatus = {
  /** Priced by the engine: can be checked out. */
  Active: 1,
  /** Waiting for a manual quotation (premium PCB: answered within 1 working day). */
  Quotation: 2,
  /** The design files still have to be uploaded before anyone can quote it. */
  AwaitingFiles: 3,
  /** Staff quoted it; the customer must confirm (or reject) the quote. */
  Confirming: 4,
  /** The customer confirmed the staff quote: can be checked out at that price. */
  Confirmed: 5,
  /** The customer rejected the staff quote. */
  Rejected: 7,
  /**
   * Staff declined to quote it (issue 9: a reason from DECLINE_REASONS and a note): closed, the customer can only
   * remove it (and add the design again, changed). Not a spec code: the next free one.
   */
  Declined: 8,
} as const;
export type CartItemStatusValue = (typeof CartItemStatus)[keyof typeof CartItemStatus];
export const CART_ITEM_STATUSES = Object.values(CartItemStatus) as CartItemStatusValue[];

const isCartItemStatus = (n: number): n is CartItemStatusValue => (CART_ITEM_STATUSES as number[]).includes(n);

/** Terminal markers (see the file comment). */
type CartItemMarker = 'cancelled' | 'ordered';
export type CartItemState = CartItemStatusValue | CartItemMarker;

export type CartActor = 'customer' | 'staff' | 'system';

/** A guard returns a message key when the transition is refused, or null when it may go ahead. */
type CartGuard = (actor: CartActor) => string | null;

const only = (...actors: CartActor[]): CartGuard => (actor) => (actors.includes(actor) ? null : 'errors.cartTransitionActor');

const customer = only('customer');
const staff = only('staff');
const system = only('system');
/** Removing an item: the customer from the cart page, staff on the customer's behalf. */
const removal = only('customer', 'staff');
/** Moving into an order: order/make runs for the customer. */
const placement = only('customer', 'system');

/**
 * { from: { to: guard } } — a missing entry is a forbidden transition.
 * - A manual quotation goes Quotation → Confirming (staff quote) → Confirmed or Rejected (the customer).
 * - Staff may ask for files first (Quotation → AwaitingFiles); an upload sends it back to be priced or quoted.
 * - A quantity change invalidates a staff quote (Confirming, Confirmed, Rejected → Quotation: quote again);
 *   staff may quote a rejected item again (Rejected → Confirming).
 * - Re-pricing an Active item can find it needs a manual quote (Active → Quotation) when the tables say so; a PCB
 *   assembly waiting for its BOM check is priced once its lines are settled (Quotation → Active).
 * - Staff may decline to quote (Quotation, Rejected → Declined, with a reason): closed, the customer removes it.
 * - Only Active and Confirmed items can be ordered (canCheckout).
 */
const CART_TRANSITIONS: Record<CartItemState, Partial<Record<CartItemState, CartGuard>>> = {
  [CartItemStatus.Active]: {
    [CartItemStatus.Quotation]: system,
    cancelled: removal,
    ordered: placement,
  },
  [CartItemStatus.Quotation]: {
    // A PCB assembly whose last BOM line staff settled is priced by the engine again (pcba-order/price-stored.ts).
    [CartItemStatus.Active]: system,
    [CartItemStatus.Confirming]: staff,
    [CartItemStatus.AwaitingFiles]: staff,
    [CartItemStatus.Declined]: staff,
    cancelled: removal,
  },
  [CartItemStatus.AwaitingFiles]: {
    [CartItemStatus.Active]: only('customer', 'system'),
    [CartItemStatus.Quotation]: only('customer', 'system'),
    cancelled: removal,
  },
  [CartItemStatus.Confirming]: {
    [CartItemStatus.Confirmed]: customer,
    [CartItemStatus.Rejected]: customer,
    [CartItemStatus.Quotation]: only('customer', 'staff'),
    cancelled: removal,
  },
  [CartItemStatus.Confirmed]: {
    [CartItemStatus.Quotation]: customer,
    cancelled: removal,
    ordered: placement,
  },
  [CartItemStatus.Rejected]: {
    [CartItemStatus.Quotation]: customer,
    [CartItemStatus.Confirming]: staff,
    [CartItemStatus.Declined]: staff,
    cancelled: removal,
  },
  [CartItemStatus.Declined]: { cancelled: removal },
  cancelled: {},
  ordered: {},
};

/** Why a transition is refused (a message key), or null when `actor` may move the item from `from` to `to`. */
export const cartTransitionBlock = (from: CartItemState, to: CartItemState, actor: CartActor): string | null => {
  const guard = CART_TRANSITIONS[from][to];
  if (!guard) return from === to ? 'errors.cartTransitionSame' : 'errors.cartTransitionForbidden';
  return guard(actor);
};

export const canTransition = (from: CartItemState, to: CartItemState, actor: CartActor): boolean =>
  cartTransitionBlock(from, to, actor) === null;

/** An item can be checked out (and selected in the cart) only with a finished quotation. */
export const canCheckout = (status: number): boolean => status === CartItemStatus.Active || status === CartItemStatus.Confirmed;

/** Cart page sections: finished quotation (Active, Confirmed) and waiting for quotation (the rest). */
type CartSection = 'finished' | 'waiting';
export const sectionOfStatus = (status: number): CartSection => (canCheckout(status) ? 'finished' : 'waiting');

/** Label message keys, in the web app's cart namespace (src/web/i18n/en/cart.ts `status`). */
export const CART_STATUS_LABELS: Record<CartItemStatusValue, string> = {
  [CartItemStatus.Active]: 'cart.status.active',
  [CartItemStatus.Quotation]: 'cart.status.quotation',
  [CartItemStatus.AwaitingFiles]: 'cart.status.awaitingFiles',
  [CartItemStatus.Confirming]: 'cart.status.confirming',
  [CartItemStatus.Confirmed]: 'cart.status.confirmed',
  [CartItemStatus.Rejected]: 'cart.status.rejected',
  [CartItemStatus.Declined]: 'cart.status.declined',
};

export const statusLabelKey = (status: number): string =>
  isCartItemStatus(status) ? CART_STATUS_LABELS[status] : CART_STATUS_LABELS[CartItemStatus.Quotation];

// Pure rules of the cart page (spec platform §4 cart item statuses, §5 quantity input): which section an item
// belongs to, whether it can be checked out, the selected total, and the quantity input's normalisation.
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { normalizeQuantity as sharedNormalize, quantityDigits } from '../../../shared/rules/quantity';

type CartSection = 'finished' | 'waiting';
type StatusBadge = 'active' | 'quotation' | 'awaitingFiles' | 'confirming' | 'confirmed' | 'rejected' | 'declined';

const BADGES: Record<number, StatusBadge> = {
  [CartItemStatus.Active]: 'active',
  [CartItemStatus.Quotation]: 'quotation',
  [CartItemStatus.AwaitingFiles]: 'awaitingFiles',
  [CartItemStatus.Confirming]: 'confirming',
  [CartItemStatus.Confirmed]: 'confirmed',
  [CartItemStatus.Rejected]: 'rejected',
  [CartItemStatus.Declined]: 'declined',
};
export const badgeOf = (status: number): StatusBadge => BADGES[status] ?? 'quotation';

export const BADGE_COLORS: Record<StatusBadge, string> = {
  active: 'blue',
  quotation: 'yellow',
  awaitingFiles: 'orange',
  confirming: 'yellow',
  confirmed: 'green',
  rejected: 'red',
  declined: 'gray',
};

/** The server says which items can be checked out (Active and Confirmed: canCheckout in status/cart-item.ts). */
export const checkoutable = (item: CartItem): boolean => item.selectable && item.total !== null;

const sectionOf = (item: CartItem): CartSection => item.section;

export const splitSections = (items: CartItem[]): Record<CartSection, CartItem[]> => ({
  finished: items.filter((i) => sectionOf(i) === 'finished'),
  waiting: items.filter((i) => sectionOf(i) === 'waiting'),
});

/** The sum of the selected items' totals in USD cents (items without a price count nothing). */
export const selectedTotal = (items: CartItem[], selected: ReadonlySet<number>): bigint =>
  items.reduce((sum, i) => (selected.has(i.cart_id) && i.total !== null ? sum + BigInt(i.total) : sum), 0n);

/** Why the selection cannot go to checkout, as a message key of the cart namespace, or null when it can. */
export const checkoutBlock = (items: CartItem[], selected: ReadonlySet<number>): string | null => {
  const chosen = items.filter((i) => selected.has(i.cart_id));
  if (chosen.length === 0) return 'summary.selectSomething';
  if (chosen.some((i) => !checkoutable(i))) return 'summary.unconfirmed';
  return null;
};

/**
 * The quantity input's text as the customer may leave it: only digits (minus signs and everything else are
 * stripped, spec platform §5; src/shared/rules/quantity.ts); while typing an empty field stays empty.
 */
export const quantityText = (raw: string): string => quantityDigits(raw).replace(/^0+(?=\d)/, '');

/** The committed quantity: empty or 0 becomes 1 (the shared rule; the server then snaps it to the product's steps). */
export const normalizeQuantity = (raw: string): number => sharedNormalize(raw);

/** Cart ids in a URL (?ids=3,5): checkout and the proforma invoice read the selection from it. */
export const idsParam = (ids: Iterable<number>): string => [...ids].join(',');
export const parseIds = (param: string | null): number[] =>
  (param ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 100);

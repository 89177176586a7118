// Whether a selection has anything to ship (issues 13 and 15). The customized order payment (455) and the
// customized ship cost (1633: payment requests for shipping, drop-shipping fees) are money only: nothing leaves a
// warehouse for them, so they weigh nothing, need no carrier and add no shipping cost. A selection of only such
// items skips the carrier step and its order ships nothing; mixed with physical goods, only the goods ship.
// Shared by the checkout and order placement (server), the checkout page, order page and invoice (web).
import { ProductId } from '../ids';

const MONEY_ONLY: readonly number[] = [ProductId.CustomizedOrderPayment, ProductId.CustomizedShipCost];

/** A payment (455) or shipping-cost (1633) product: money only, nothing to deliver. */
export const isMoneyOnly = (productId: number): boolean => MONEY_ONLY.includes(productId);

/** The items that travel in a parcel (the money-only lines left out). */
export const shippableItems = <T extends { productId: number }>(items: readonly T[]): T[] => items.filter((i) => !isMoneyOnly(i.productId));

/** false when every item is a payment or shipping-cost product (or there is none); true as soon as one is goods. */
export const needsShipping = (items: readonly { productId: number }[]): boolean => shippableItems(items).length > 0;

/** needsShipping for the API's lines, which carry `product_id`. */
export const needsShippingIds = (productIds: readonly number[]): boolean => needsShipping(productIds.map((productId) => ({ productId })));

/**
 * A placed order that ships nothing: it has lines and every one is money-only. An order without lines says nothing
 * about what was bought (recorded before lines were kept, or made by a tool), so it keeps the path through Shipped.
 */
export const shipsNothing = (lines: readonly { productId: number }[]): boolean => lines.length > 0 && !needsShipping(lines);

// Why the customer removed an item: asked in the cart's cancel dialog, stored with POST /v1/cart/add-cancel-reason
// (contract: ../contracts/cart-page.ts). Here, without zod, so the cart page loads no validation code to paint.
export const CART_CANCEL_REASONS = ['price', 'delivery', 'changed_design', 'duplicate', 'other'] as const;
export type CartCancelReason = (typeof CART_CANCEL_REASONS)[number];

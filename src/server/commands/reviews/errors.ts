// What a reviewer hears, each with a stable key the web app translates (common catalog, errors.*).
import { conflict, notFound } from '../../http/errors';

/** Someone else's order, or an order number or sku that does not exist: the same answer (security/policy.ts). */
export const reviewItemNotFound = () => notFound('No item with this order number and sku in your orders.');
export const reviewNotDelivered = () => conflict('errors.reviewNotDelivered', 'You can review an item once it is delivered.');
export const reviewExists = () => conflict('errors.reviewExists', 'This item has already been reviewed.');
export const reviewNotFound = () => notFound('Review not found.');

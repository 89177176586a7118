// When an order counts as delivered for reviews (issue 14): our statuses have no "delivered" of their own, so an
// order that shipped (1000) or finished (1009) may be reviewed; the auto-review clock runs from the first of these.
import { OrderStatus } from '../../../shared/status/order';

export const DELIVERED_STATUSES: readonly number[] = [OrderStatus.Shipped, OrderStatus.Finished];
export const isDelivered = (status: number): boolean => DELIVERED_STATUSES.includes(status);
/** Spec platform §9: "Review auto 5 stars after 15 days" (more than 15 days without a review). */
export const AUTO_REVIEW_AFTER_DAYS = 15;

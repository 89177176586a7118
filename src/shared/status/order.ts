// The order (fulfilment) state machine as data (ARCHITECTURE.md "State machines as data"; spec platform §4 order
// detail status codes and list labels). Payment status (pending / done) is a separate column, not a state here.
// The mapping and the reasons behind it are documented in docs/orders.md.

import { isWireMethod } from '../ids';

export const OrderStatus = {
  /** Order received, waiting for payment. */
  Received: 1,
  /** Payment request received (wire receipt uploaded, provider answered "pending"), being confirmed. */
  PaymentBeingConfirmed: 1008,
  /** Binding successful: staff matched a bank credit to the order (our reading of the unclear 1010). */
  BindingSuccessful: 1010,
  /** Payment confirmed automatically by a card / PayPal / Union Pay provider. */
  PaymentConfirmed: 1003,
  /** Payment confirmed by staff (wire transfer). */
  PaymentConfirmedByStaff: 5,
  /** Order confirmed, production about to start. */
  OrderConfirmed: 1004,
  InProduction: 4,
  /** Confirmed, shipping being handled. */
  ShippingHandled: 2,
  /** Packed, about to ship. */
  Packed: 3,
  Shipped: 1000,
  Finished: 1009,
  /** Cancelled because payment collection failed (unpaid for a month, or cancelled before paying). */
  CancelledUnpaid: 9,
  /** Cancelled after payment; the refund follows. */
  CancelledRefund: 1005,
  /** On hold for a file problem (issue 9): staff asked the customer for a corrected design file. Our code. */
  OnHoldFileProblem: 1011,
  /** The customer sent the corrected file while on hold: staff check it again (confirm, or hold again). Our code. */
  FileReuploaded: 1012,
  /**
   * On hold for a DFA review (issue 11): an engineer raised design-for-assembly issues the customer must answer. The
   * order goes back to the status it was held from when every issue is accepted (commands/dfa). Our code.
   */
  OnHoldDfa: 1013,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_CODES = Object.values(OrderStatus) as OrderStatusCode[];

export const isOrderStatus = (n: number): n is OrderStatusCode => (ORDER_STATUS_CODES as number[]).includes(n);

export type OrderActorType = 'customer' | 'staff' | 'system' | 'provider';

/** What a guard may look at. `paymentConfirmedAt` is when the payment was confirmed (paid_at). */
export interface OrderGuardContext {
  actor: OrderActorType;
  now: Date;
  paymentConfirmedAt: Date | null;
  /** Created at, for the unpaid-hold rule. */
  createdAt: Date;
  /**
   * Every line is a payment (455) or shipping-cost (1633) product (src/shared/rules/needs-shipping.ts): nothing to
   * produce or ship, so such an order finishes straight after the payment instead of asking for a carrier.
   */
  shipsNothing?: boolean;
}

/** A guard returns a message key when the transition is refused, or null when it may go ahead. */
type OrderGuard = (ctx: OrderGuardContext) => string | null;

/** Spec platform §4, §9: a paid order can be cancelled within 1 hour after payment confirmation. */
export const CANCEL_WINDOW_MS = 60 * 60 * 1000;
/** Spec platform §9: pending orders (wire transfer) are held for one month. Calendar month is read as 30 days. */
export const UNPAID_HOLD_MS = 30 * 24 * 60 * 60 * 1000;
/** Spec platform §9: the platform keeps 3.5% on a cancellation; the rest is refunded. 35_000 ppm. */
export const PLATFORM_FEE_PPM = 35_000n;

const only = (...types: OrderActorType[]): OrderGuard => (ctx) => (types.includes(ctx.actor) ? null : 'errors.orderTransitionActor');

/** Customer cancellation of a paid order: within the hour after the payment was confirmed. Staff may always. */
const withinCancelWindow: OrderGuard = (ctx) => {
  if (ctx.actor === 'staff' || ctx.actor === 'system') return null;
  if (ctx.actor !== 'customer') return 'errors.orderTransitionActor';
  if (!ctx.paymentConfirmedAt) return 'errors.orderNotPaid';
  return ctx.now.getTime() - ctx.paymentConfirmedAt.getTime() <= CANCEL_WINDOW_MS ? null : 'errors.orderCancelWindowPassed';
};

/** The sweep cancels an unpaid order only after the hold; a customer may cancel an unpaid order any time. */
const unpaidCancel: OrderGuard = (ctx) => {
  if (ctx.actor === 'system') return ctx.now.getTime() - ctx.createdAt.getTime() >= UNPAID_HOLD_MS ? null : 'errors.orderHoldNotOver';
  return ctx.actor === 'customer' || ctx.actor === 'staff' ? null : 'errors.orderTransitionActor';
};

const paymentParty = only('provider', 'staff', 'system');
const customerOnly = only('customer');
const staffOnly = only('staff');
const operations = only('staff', 'system');
const systemOnly = only('system');
/** Production and shipping steps: only for orders with goods (a payment request has nothing to make or send). */
const goodsStep: OrderGuard = (ctx) => (ctx.shipsNothing ? 'errors.orderTransitionForbidden' : operations(ctx));
/** A money-only order is finished once paid: staff close it with no carrier or tracking number (issues 13/15). */
const paymentCompleted: OrderGuard = (ctx) => (ctx.shipsNothing ? operations(ctx) : 'errors.orderTransitionForbidden');

/** { from: { to: guard } } — a missing entry is a forbidden transition. */
export const ORDER_TRANSITIONS: Record<OrderStatusCode, Partial<Record<OrderStatusCode, OrderGuard>>> = {
  [OrderStatus.Received]: {
    [OrderStatus.PaymentBeingConfirmed]: only('provider', 'staff', 'system', 'customer'),
    [OrderStatus.PaymentConfirmed]: paymentParty,
    [OrderStatus.PaymentConfirmedByStaff]: staffOnly,
    [OrderStatus.BindingSuccessful]: staffOnly,
    [OrderStatus.CancelledUnpaid]: unpaidCancel,
  },
  [OrderStatus.PaymentBeingConfirmed]: {
    // A refused or withdrawn payment goes back to "received" so the customer can pay another way.
    [OrderStatus.Received]: paymentParty,
    [OrderStatus.PaymentConfirmed]: paymentParty,
    [OrderStatus.PaymentConfirmedByStaff]: staffOnly,
    [OrderStatus.BindingSuccessful]: staffOnly,
    [OrderStatus.CancelledUnpaid]: unpaidCancel,
  },
  [OrderStatus.BindingSuccessful]: {
    [OrderStatus.PaymentConfirmedByStaff]: staffOnly,
    [OrderStatus.CancelledUnpaid]: unpaidCancel,
  },
  [OrderStatus.PaymentConfirmed]: {
    [OrderStatus.OrderConfirmed]: operations,
    [OrderStatus.Finished]: paymentCompleted,
    [OrderStatus.CancelledRefund]: withinCancelWindow,
    [OrderStatus.OnHoldFileProblem]: staffOnly,
    [OrderStatus.OnHoldDfa]: staffOnly,
  },
  [OrderStatus.PaymentConfirmedByStaff]: {
    [OrderStatus.OrderConfirmed]: operations,
    [OrderStatus.Finished]: paymentCompleted,
    [OrderStatus.CancelledRefund]: withinCancelWindow,
    [OrderStatus.OnHoldFileProblem]: staffOnly,
    [OrderStatus.OnHoldDfa]: staffOnly,
  },
  [OrderStatus.OrderConfirmed]: {
    [OrderStatus.InProduction]: goodsStep,
    [OrderStatus.Finished]: paymentCompleted,
    [OrderStatus.CancelledRefund]: withinCancelWindow,
    [OrderStatus.OnHoldFileProblem]: staffOnly,
    [OrderStatus.OnHoldDfa]: staffOnly,
  },
  [OrderStatus.InProduction]: {
    [OrderStatus.ShippingHandled]: operations,
    [OrderStatus.Finished]: paymentCompleted,
    [OrderStatus.CancelledRefund]: staffOnly,
    [OrderStatus.OnHoldFileProblem]: staffOnly,
    [OrderStatus.OnHoldDfa]: staffOnly,
  },
  // A file problem: only the customer's new file moves it on (or staff cancel it); staff then check the new file
  // and confirm the order again (production starts from the new file) or hold it again.
  [OrderStatus.OnHoldFileProblem]: { [OrderStatus.FileReuploaded]: customerOnly, [OrderStatus.CancelledRefund]: staffOnly },
  // A DFA review (issue 11): the engineer's accepting the last open issue releases it back to the status it was held
  // from (the DFA commands do that as 'system', so no console move can skip the review); staff may cancel it.
  [OrderStatus.OnHoldDfa]: {
    [OrderStatus.PaymentConfirmed]: systemOnly,
    [OrderStatus.PaymentConfirmedByStaff]: systemOnly,
    [OrderStatus.OrderConfirmed]: systemOnly,
    [OrderStatus.InProduction]: systemOnly,
    [OrderStatus.CancelledRefund]: staffOnly,
  },
  [OrderStatus.FileReuploaded]: {
    [OrderStatus.OrderConfirmed]: staffOnly,
    [OrderStatus.OnHoldFileProblem]: staffOnly,
    [OrderStatus.CancelledRefund]: staffOnly,
  },
  // A money-only order already this far along (placed before issues 13/15) may still be closed without shipping.
  [OrderStatus.ShippingHandled]: { [OrderStatus.Packed]: operations, [OrderStatus.Finished]: paymentCompleted },
  [OrderStatus.Packed]: { [OrderStatus.Shipped]: goodsStep, [OrderStatus.Finished]: paymentCompleted },
  [OrderStatus.Shipped]: { [OrderStatus.Finished]: operations },
  [OrderStatus.Finished]: {},
  [OrderStatus.CancelledUnpaid]: {},
  [OrderStatus.CancelledRefund]: {},
};

type TransitionCheck = { ok: true } | { ok: false; key: string };

/** Whether `from → to` is in the table and its guard lets it through. */
export const checkOrderTransition = (from: number, to: number, ctx: OrderGuardContext): TransitionCheck => {
  if (!isOrderStatus(from) || !isOrderStatus(to)) return { ok: false, key: 'errors.orderStatusUnknown' };
  const guard = ORDER_TRANSITIONS[from][to];
  if (!guard) return { ok: false, key: 'errors.orderTransitionForbidden' };
  const key = guard(ctx);
  return key ? { ok: false, key } : { ok: true };
};

export const allowedNext = (from: OrderStatusCode): OrderStatusCode[] =>
  Object.keys(ORDER_TRANSITIONS[from]).map(Number) as OrderStatusCode[];

// ---- list labels and progress (spec platform §4: Ordered, Confirmed, Processing, Shipped, Finished) ----

export const ORDER_LABELS = ['ordered', 'confirmed', 'processing', 'shipped', 'finished'] as const;
type OrderLabel = (typeof ORDER_LABELS)[number];

interface OrderStatusView {
  label: OrderLabel;
  /** 0..4: index into ORDER_LABELS, the step the progress bar reaches (or stopped at, when cancelled). */
  step: number;
  /** Cancelled orders keep the step they stopped at and show a cancelled marker. */
  cancelled: boolean;
  /** Waiting for the customer's payment: counted by the header badge and the ?status=1 filter. */
  pending: boolean;
  /** Stopped for a file problem (the customer is asked for a new design file) or a DFA review (for answers). */
  onHold: boolean;
}

const view = (label: OrderLabel, extra: Partial<Omit<OrderStatusView, 'label' | 'step'>> = {}): OrderStatusView => ({
  label, step: ORDER_LABELS.indexOf(label), cancelled: false, pending: false, onHold: false, ...extra,
});

export const ORDER_STATUS_VIEW: Record<OrderStatusCode, OrderStatusView> = {
  [OrderStatus.Received]: view('ordered', { pending: true }),
  [OrderStatus.PaymentBeingConfirmed]: view('ordered', { pending: true }),
  [OrderStatus.BindingSuccessful]: view('ordered', { pending: true }),
  [OrderStatus.CancelledUnpaid]: view('ordered', { cancelled: true }),
  [OrderStatus.PaymentConfirmed]: view('confirmed'),
  [OrderStatus.PaymentConfirmedByStaff]: view('confirmed'),
  [OrderStatus.OrderConfirmed]: view('confirmed'),
  [OrderStatus.CancelledRefund]: view('confirmed', { cancelled: true }),
  [OrderStatus.OnHoldFileProblem]: view('confirmed', { onHold: true }),
  [OrderStatus.OnHoldDfa]: view('confirmed', { onHold: true }),
  [OrderStatus.FileReuploaded]: view('confirmed'),
  [OrderStatus.InProduction]: view('processing'),
  [OrderStatus.ShippingHandled]: view('processing'),
  [OrderStatus.Packed]: view('processing'),
  [OrderStatus.Shipped]: view('shipped'),
  [OrderStatus.Finished]: view('finished'),
};

/** The codes whose orders are "pending" (awaiting the customer's payment). */
export const PENDING_ORDER_STATUSES = ORDER_STATUS_CODES.filter((c) => ORDER_STATUS_VIEW[c].pending);

/** Payment status, a separate column (spec platform §4: Pending or Done). */
export const PAYMENT_STATUSES = ['pending', 'done'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Which "payment confirmed" code a payment method leads to: 1003 for the automated providers (PayPal 1, card 2,
 * Union Pay 7), 5 for wire transfers confirmed by staff (4, 8, 9).
 */
export const paidStatusFor = (paymentMethod: number): OrderStatusCode =>
  isWireMethod(paymentMethod) ? OrderStatus.PaymentConfirmedByStaff : OrderStatus.PaymentConfirmed;

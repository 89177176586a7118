// Product ids and enumerations from the spec (platform §3).
export const ProductId = {
  OdmExtend: 3235, Odm: 3234, OdmV1: 3236, PCB: 835, PCBA: 1511, Kitting: 3232, Printing3D: 1667,
  CNC: 2893, Stencil: 1391, Layout: 2798, Cable: 1629, CustomizedOrderPayment: 455, CustomizedShipCost: 1633,
  // A parts-library part bought on its own from its product page (issue 14). The spec names no id for it; 3240 is
  // free among the spec's ids (docs/opl.md "Product pages").
  CataloguePart: 3240,
} as const;

export const FileType = { Gerber: 1, Stencil: 2, ThreeD: 3, Layout: 4 } as const;
export const PcbTier = { Normal: 0, Advance: 2, Premium: 5 } as const;
export const ParamControl = { Active: 1, Disabled: 2, Option: 3, Max: 4, Min: 5 } as const;
export const CountryId = { Japan: 107, China: 44 } as const;
export const PaymentMethod = {
  Union: 7, Paypal: 1, CreditCard: 2, WireTransfer: 4, WireTransferReal: 8, WireTransferCNY: 9,
} as const;

// The payment-method rules, defined once (issue 7 §5: four places disagreed about 4).
/** What a customer can choose at checkout (spec platform §9): PayPal, card, Union Pay, USD wire, CNY wire. */
export const OFFERED_PAYMENT_METHODS = [1, 2, 7, 8, 9] as const;
/**
 * Wire transfers. 8 (USD) and 9 (CNY) are what customers choose; 4 is the spec's other code for "wire transfer"
 * (platform §3 keeps both readings), never offered but treated as a wire transfer on an order that carries it.
 */
export const WIRE_PAYMENT_METHODS = [4, 8, 9] as const;
/** The wire transfers a customer can choose (instructions, receipt upload). */
export const CHOOSABLE_WIRE_METHODS = [8, 9] as const;
export const isWireMethod = (method: number): boolean => (WIRE_PAYMENT_METHODS as readonly number[]).includes(method);

export const LANGS = ['en', 'jp'] as const;
export type Lang = (typeof LANGS)[number];

/** VIP membership SKUs (spec platform §3). */
export const VIP_LEVELS: Record<string, 'pro' | 'elite'> = { '608800014': 'pro', '608800015': 'elite' };

/** Business constants (spec platform §9). */
export const Limits = {
  passwordMin: 6,
  passwordMax: 20,
  remarkMax: 300,
  cartPanelMax: 5,
  pendingBadgeMax: 1000,
  guidCookieDays: 30,
  bannerCacheDays: 7,
  rateCacheDays: 1,
} as const;

/** The sign-up coupon every new account gets (spec platform §9): $50, valid 30 days. */
export const SIGNUP_COUPON = { valueCents: 5000n, validDays: 30 } as const;

// The payment methods offered at checkout and on the retry pages (spec platform §3, §9): PayPal 1, credit card 2
// (Visa and Mastercard only), USD wire 8, CNY wire 9, China Union Pay 7.
export const PAYMENT_CHOICES = [1, 2, 8, 9, 7] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Catalog keys of the methods (checkout namespace: methods.*, methodHints.*). */
export const METHOD_KEY = { 1: 'paypal', 2: 'card', 7: 'unionpay', 8: 'wireUsd', 9: 'wireCny' } as const satisfies Record<PaymentChoice, string>;

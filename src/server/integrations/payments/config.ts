// Payment configuration from the environment (read when the payments registry is first built for an app).
// PAYMENT_PROVIDER=sandbox (default) routes every method through the offline sandbox. Otherwise it lists the real
// adapters to use, comma-separated: "braintree" (cards, Union Pay), "paypal" (PayPal), or "braintree,paypal".
// A real adapter is only constructed when its credentials are present; without them its routes answer
// 'not configured'. Wire-transfer bank details default to demo values (set WIRE_* in production).

export interface BraintreeConfig {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** sandbox | production */
  environment: 'sandbox' | 'production';
}

export interface PaypalConfig {
  clientId: string;
  secret: string;
  /** Needed to verify webhooks through PayPal's verify-webhook-signature API. */
  webhookId: string | undefined;
  environment: 'sandbox' | 'live';
}

export interface WireConfig {
  beneficiary: string;
  bank: string;
  bankAddress: string;
  swift: string;
  accountUsd: string;
  accountCny: string;
}

export interface PaymentConfig {
  mode: 'sandbox' | 'live';
  /** Which real adapters PAYMENT_PROVIDER asked for (empty in sandbox mode). */
  wanted: { braintree: boolean; paypal: boolean };
  braintree: BraintreeConfig | undefined;
  paypal: PaypalConfig | undefined;
  /** SANDBOX_WEBHOOK_SECRET; undefined: generated once per data folder (see secret.ts). */
  sandboxSecret: string | undefined;
  wire: WireConfig;
}

export const loadPaymentConfig = (env: NodeJS.ProcessEnv = process.env): PaymentConfig => {
  const names = (env.PAYMENT_PROVIDER ?? 'sandbox').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !['sandbox', 'braintree', 'paypal'].includes(n));
  if (unknown.length) throw new Error(`PAYMENT_PROVIDER: unknown provider ${unknown.join(', ')}`);
  const live = names.length > 0 && !names.includes('sandbox');
  const bt = env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY;
  const pp = env.PAYPAL_CLIENT_ID && env.PAYPAL_SECRET;
  return {
    mode: live ? 'live' : 'sandbox',
    wanted: { braintree: live && names.includes('braintree'), paypal: live && names.includes('paypal') },
    braintree: bt
      ? {
          merchantId: env.BRAINTREE_MERCHANT_ID as string,
          publicKey: env.BRAINTREE_PUBLIC_KEY as string,
          privateKey: env.BRAINTREE_PRIVATE_KEY as string,
          environment: env.BRAINTREE_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
        }
      : undefined,
    paypal: pp
      ? {
          clientId: env.PAYPAL_CLIENT_ID as string,
          secret: env.PAYPAL_SECRET as string,
          webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
          environment: env.PAYPAL_ENVIRONMENT === 'live' ? 'live' : 'sandbox',
        }
      : undefined,
    sandboxSecret: env.SANDBOX_WEBHOOK_SECRET || undefined,
    wire: {
      beneficiary: env.WIRE_BENEFICIARY ?? 'Fusion Manufacturing Ltd.',
      bank: env.WIRE_BANK ?? 'Demo Commercial Bank, Shenzhen Branch',
      bankAddress: env.WIRE_BANK_ADDRESS ?? '1 Demo Road, Futian District, Shenzhen, China',
      swift: env.WIRE_SWIFT ?? 'DEMOCNSZXXX',
      accountUsd: env.WIRE_ACCOUNT_USD ?? '7550 0000 1111 2222',
      accountCny: env.WIRE_ACCOUNT_CNY ?? '7550 0000 3333 4444',
    },
  };
};

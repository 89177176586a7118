// The payment providers of one running app, chosen by configuration (see config.ts): every method through the
// offline sandbox by default, or the real Braintree / PayPal adapters. Built once per database handle and cached,
// so the sandbox's transport (wired by the routes) and PayPal's access token are shared by all requests.
import type { Deps } from '../../deps';
import { loadPaymentConfig, type PaymentConfig } from './config';
import { BraintreeProvider } from './braintree';
import { PaypalProvider } from './paypal';
import type { Headers, PaymentProvider, ProviderName } from './provider';
import { SandboxProvider, httpTransport } from './sandbox/sandbox-provider';
import { sandboxSecret } from './secret';

export type { PaymentProvider, ProviderName, VerifiedEvent, ChargeResult } from './provider';
export { ProviderUnavailableError } from './provider';
export { SandboxProvider, SANDBOX_PAGES_BASE, CALLBACK_PATH, withParams } from './sandbox/sandbox-provider';
export type { PaymentConfig, WireConfig } from './config';

export interface Payments {
  config: PaymentConfig;
  /** Present in sandbox mode only. */
  sandbox: SandboxProvider | undefined;
  /** The provider for a payment method (PayPal 1; card 2 and Union Pay 7), or null when none is configured. */
  forMethod(method: number): PaymentProvider | null;
  byName(name: string): PaymentProvider | null;
  /** The provider whose callback these headers look like. */
  forCallback(headers: Headers): PaymentProvider | null;
}

type PaymentDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'config'>;

const build = (deps: PaymentDeps, config: PaymentConfig): Payments => {
  const sandbox = config.mode === 'sandbox'
    ? new SandboxProvider(deps, sandboxSecret(config.sandboxSecret, deps.config.dataDir), httpTransport(deps.config.publicUrl))
    : undefined;
  const braintree = config.wanted.braintree && config.braintree ? new BraintreeProvider(config.braintree) : undefined;
  const paypal = config.wanted.paypal && config.paypal ? new PaypalProvider(config.paypal) : undefined;
  const all: PaymentProvider[] = [sandbox, braintree, paypal].filter((p): p is NonNullable<typeof p> => !!p);
  return {
    config,
    sandbox,
    forMethod: (method) => sandbox ?? (method === 1 ? paypal : method === 2 || method === 7 ? braintree : undefined) ?? null,
    byName: (name) => all.find((p) => p.name === (name as ProviderName)) ?? null,
    forCallback: (headers) => all.find((p) => p.recognizes(headers)) ?? null,
  };
};

const registries = new WeakMap<object, Payments>();

/** The app's payment providers (configuration read from the environment on first use). */
export const paymentsFor = (deps: PaymentDeps, env: NodeJS.ProcessEnv = process.env): Payments => {
  let payments = registries.get(deps.db);
  if (!payments) {
    payments = build(deps, loadPaymentConfig(env));
    registries.set(deps.db, payments);
  }
  return payments;
};

// Starting in production with anything meant for a demo is refused with a clear message (issue 7 §5): demo accounts
// (seeded, or still in the database) whose passwords are in the README, the sandbox payment provider (it takes no real
// money: orders would be "paid" for free), the demo bank details on wire-transfer instructions, and mailed links
// pointing at localhost. ALLOW_DEMO_IN_PRODUCTION=1 starts anyway (a staging server), saying what it allowed.
import type { Config } from './config';
import type { PaymentConfig } from './integrations/payments/config';

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'production';
export const demoAllowed = (env: NodeJS.ProcessEnv): boolean => env.ALLOW_DEMO_IN_PRODUCTION === '1';

const WIRE_VARS = ['WIRE_BENEFICIARY', 'WIRE_BANK', 'WIRE_BANK_ADDRESS', 'WIRE_SWIFT', 'WIRE_ACCOUNT_USD', 'WIRE_ACCOUNT_CNY'] as const;

/** What in this configuration is a demo; empty when it is fit for production. */
export const demoSettings = (config: Config, payments: PaymentConfig, env: NodeJS.ProcessEnv): string[] => {
  const problems: string[] = [];
  if (config.seedDemo) problems.push('demo accounts would be created with the passwords from the README: set SEED_DEMO=0');
  if (payments.mode === 'sandbox') {
    problems.push('payments go to the offline sandbox, which takes no real money: set PAYMENT_PROVIDER (braintree, paypal) and its credentials');
  }
  const missingWire = WIRE_VARS.filter((v) => !env[v]);
  if (missingWire.length) problems.push(`wire-transfer instructions would show demo bank details: set ${missingWire.join(', ')}`);
  if (!env.PUBLIC_URL) problems.push(`mailed links would point at ${config.publicUrl}: set PUBLIC_URL to the shop's address`);
  return problems;
};

/** The message printed when production refuses to start. */
export const refusalMessage = (problems: readonly string[]): string =>
  [
    'Refusing to start in production (NODE_ENV=production) with demo settings:',
    ...problems.map((p) => `  - ${p}`),
    'Fix them, or set ALLOW_DEMO_IN_PRODUCTION=1 to start anyway (a staging server).',
  ].join('\n');

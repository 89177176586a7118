// The sandbox's hosted pages as use cases: what to render or where to send the browser. These stand for the
// provider's website; the shop learns the outcome only through the signed callback the sandbox sends.
import type { Deps } from '../../deps';
import { paymentsFor, type SandboxProvider } from '../../integrations/payments/index';
import type { CardForm } from '../../integrations/payments/sandbox/cards';
import type { PageOutcome, SandboxCharge, WebhookTransport } from '../../integrations/payments/sandbox/sandbox-provider';
import { notFound } from '../../http/errors';

const sandbox = (deps: Deps): SandboxProvider => {
  const s = paymentsFor(deps).sandbox;
  if (!s) throw notFound('The sandbox payment provider is not enabled.');
  return s;
};

export const sandboxCharge = (deps: Deps, ref: string): Promise<SandboxCharge | undefined> => sandbox(deps).charge(ref);
export const sandboxPayByCard = (deps: Deps, ref: string, form: CardForm): Promise<PageOutcome> => sandbox(deps).payByCard(ref, form);
export const sandboxCancel = (deps: Deps, ref: string): Promise<PageOutcome> => sandbox(deps).cancel(ref);
export const sandboxPaypalDecision = (deps: Deps, ref: string, approve: boolean): Promise<PageOutcome> =>
  approve ? sandbox(deps).approvePaypal(ref) : sandbox(deps).cancel(ref);

/** Gives the sandbox (when enabled) the way to deliver its callbacks to this app. */
export const connectSandbox = (deps: Deps, transport: WebhookTransport): void => {
  paymentsFor(deps).sandbox?.useTransport(transport);
};


// The offline sandbox provider: a small payment processor of its own. It keeps its own books (sandbox_charges),
// serves hosted pages (card, PayPal-style approval), and tells the shop what happened the way a real provider
// does: an HMAC-signed JSON event POSTed to /api/pay_msg, which it can deliver again (twice, or late) on demand.
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { sandboxCharges, sandboxEvents } from '../../../db/schema/index';
import {
  header, type CreatePaymentInput, type CreatedPayment, type Headers, type PaymentEventType, type PaymentProvider,
  type RefundInput, type RefundResult, type VerifyResult,
} from '../provider';
import { SIGNATURE_HEADER, checkSignature, signBody } from '../signature';
import { bankAnswer, checkCard, type CardForm, type CardRefusal } from './cards';

/** Where the hosted pages are mounted (inside the API prefix, see routes/payment/sandbox-pages.ts). */
export const SANDBOX_PAGES_BASE = '/api/sandbox-pay';
export const CALLBACK_PATH = '/api/pay_msg';

/** Sends one signed callback to the shop; answers the HTTP status (0 when it could not be sent). */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>;

export type SandboxCharge = typeof sandboxCharges.$inferSelect;
type ChargeKind = 'card' | 'unionpay' | 'paypal';

/** Why a hosted page cannot take a payment; worded in the buyer's language by the page (pages/layout.ts). */
export type ClosedReason = 'notFound' | 'expired' | 'completed';

/** What a hosted page does next. */
export type PageOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'form-error'; charge: SandboxCharge; field: 'number' | 'expiry' | 'cvc'; refusal: CardRefusal }
  | { kind: 'closed'; reason: ClosedReason };

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.pending', 'payment.cancelled', 'refund.succeeded']),
  created: z.string(),
  data: z.object({
    ref: z.string().min(1).max(100),
    order_id: z.number().int(),
    amount: z.string().regex(/^\d+$/),
    currency: z.string(),
    method: z.number().int(),
    msg_code: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  }),
});
type SandboxEvent = z.infer<typeof eventSchema>;

const randomId = (prefix: string): string => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** Adds query parameters to a (possibly relative) URL and keeps it relative. */
export const withParams = (url: string, params: Record<string, string | undefined>): string => {
  const u = new URL(url, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.origin === 'http://relative.invalid' ? `${u.pathname}${u.search}` : u.toString();
};

/** Why the page of a charge that is no longer open refuses it: the shop closed it, or it was already paid. */
export const closedReason = (charge: Pick<SandboxCharge, 'status'>): ClosedReason => (charge.status === 'expired' ? 'expired' : 'completed');
const closedPage = (charge: SandboxCharge): PageOutcome => ({ kind: 'closed', reason: closedReason(charge) });
const NOT_FOUND: PageOutcome = { kind: 'closed', reason: 'notFound' };

const kindOf = (method: number): ChargeKind => (method === 1 ? 'paypal' : method === 7 ? 'unionpay' : 'card');

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** Tests turn this off to hold callbacks back and deliver them later (late, or twice). */
  autoDeliver = true;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'log'>,
    private readonly secret: string,
    private transport: WebhookTransport,
  ) {}

  /** The app wires an in-process transport (the same HTTP route, without a network hop). */
  useTransport(transport: WebhookTransport): void {
    this.transport = transport;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const now = this.deps.clock.now();
    const ref = randomId('sbx');
    const kind = kindOf(input.method);
    await this.deps.db.insert(sandboxCharges).values({
      ref, merchantOrderId: input.orderId, amountCents: input.amount, currency: input.currency, kind, method: input.method,
      returnUrl: input.returnUrl, cancelUrl: input.cancelUrl, status: 'open', createdAt: now, updatedAt: now,
    });
    return { providerRef: ref, redirectUrl: `${SANDBOX_PAGES_BASE}/${kind === 'paypal' ? 'paypal' : 'card'}/${ref}` };
  }

  recognizes(headers: Headers): boolean {
    return header(headers, SIGNATURE_HEADER) !== undefined;
  }

  async verifyCallback(rawBody: string, headers: Headers): Promise<VerifyResult> {
    const sig = checkSignature(this.secret, rawBody, header(headers, SIGNATURE_HEADER), this.deps.clock.now());
    if (!sig.ok) return { ok: false, reason: `signature ${sig.reason}` };
    let parsed: SandboxEvent;
    try {
      parsed = eventSchema.parse(JSON.parse(rawBody));
    } catch {
      return { ok: false, reason: 'malformed event' };
    }
    return {
      ok: true,
      event: {
        provider: 'sandbox', eventId: parsed.id, type: parsed.type, providerRef: parsed.data.ref,
        orderId: parsed.data.order_id, amount: BigInt(parsed.data.amount), currency: parsed.data.currency, msgCode: parsed.data.msg_code,
      },
    };
  }

  async refund({ providerRef, amount }: RefundInput): Promise<RefundResult> {
    // Conditional update: the refunded total can never pass the charged amount, even with concurrent refunds.
    const [row] = await this.deps.db
      .update(sandboxCharges)
      .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${amount}`, updatedAt: this.deps.clock.now() })
      .where(and(
        eq(sandboxCharges.ref, providerRef),
        eq(sandboxCharges.status, 'succeeded'),
        sql`${sandboxCharges.refundedCents} + ${amount} <= ${sandboxCharges.amountCents}`,
      ))
      .returning();
    if (!row || amount <= 0n) return { ok: false, msgCode: 'refund_refused' };
    return { ok: true, refundRef: randomId('sbr') };
  }

  /** The shop closes a payment it no longer wants: an open charge becomes expired and its page takes no money. */
  async expirePayment(ref: string): Promise<void> {
    await this.deps.db
      .update(sandboxCharges)
      .set({ status: 'expired', updatedAt: this.deps.clock.now() })
      .where(and(eq(sandboxCharges.ref, ref), eq(sandboxCharges.status, 'open')));
  }

  async clientToken(): Promise<string> {
    return Buffer.from(JSON.stringify({ provider: 'sandbox', nonce: crypto.randomBytes(8).toString('hex') })).toString('base64');
  }

  // ---- the hosted pages' side ----

  async charge(ref: string): Promise<SandboxCharge | undefined> {
    const [row] = await this.deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref));
    return row;
  }

  /** The card form was submitted: check it like a processor, ask the "bank", call the shop back, redirect. */
  async payByCard(ref: string, form: CardForm): Promise<PageOutcome> {
    const charge = await this.charge(ref);
    if (!charge || charge.kind === 'paypal') return NOT_FOUND;
    if (charge.status !== 'open') return closedPage(charge);
    const card = checkCard(form, this.deps.clock.now(), charge.kind === 'unionpay');
    if (!card.ok) return { kind: 'form-error', charge, field: card.field, refusal: card.refusal };
    const answer = bankAnswer(card.digits);
    const cardInfo = { brand: card.brand, last4: card.last4 };
    if (answer.ok) return this.finish(charge, 'succeeded', 'payment.succeeded', null, cardInfo, charge.returnUrl, 'success');
    return this.finish(charge, 'failed', 'payment.failed', answer.msgCode, cardInfo, charge.returnUrl, 'failed');
  }

  /** Cancel on the card page, or Cancel on the PayPal page. */
  async cancel(ref: string): Promise<PageOutcome> {
    const charge = await this.charge(ref);
    if (!charge) return NOT_FOUND;
    if (charge.status !== 'open') return closedPage(charge);
    return this.finish(charge, 'cancelled', 'payment.cancelled', 'cancelled', null, charge.cancelUrl, 'failed');
  }

  async approvePaypal(ref: string): Promise<PageOutcome> {
    const charge = await this.charge(ref);
    if (!charge || charge.kind !== 'paypal') return NOT_FOUND;
    if (charge.status !== 'open') return closedPage(charge);
    return this.finish(charge, 'succeeded', 'payment.succeeded', null, null, charge.returnUrl, 'success');
  }

  private async finish(
    charge: SandboxCharge,
    status: 'succeeded' | 'failed' | 'cancelled',
    type: PaymentEventType,
    msgCode: string | null,
    card: SandboxEvent['data']['card'],
    backTo: string,
    result: 'success' | 'failed',
  ): Promise<PageOutcome> {
    const now = this.deps.clock.now();
    // Only the first submission moves an open charge: a double click cannot pay twice or send two outcomes.
    const [moved] = await this.deps.db
      .update(sandboxCharges)
      .set({ status, msgCode, updatedAt: now })
      .where(and(eq(sandboxCharges.ref, charge.ref), eq(sandboxCharges.status, 'open')))
      .returning();
    if (!moved) return closedPage((await this.charge(charge.ref)) ?? charge);
    const event: SandboxEvent = {
      id: randomId('evt'), type, created: now.toISOString(),
      data: {
        ref: charge.ref, order_id: charge.merchantOrderId, amount: charge.amountCents.toString(), currency: charge.currency,
        method: charge.method, msg_code: msgCode, card,
      },
    };
    const body = JSON.stringify(event);
    await this.deps.db.insert(sandboxEvents).values({ eventId: event.id, ref: charge.ref, body, createdAt: now });
    if (this.autoDeliver) await this.deliver(event.id);
    return { kind: 'redirect', url: withParams(backTo, { result, msg_code: msgCode ?? undefined }) };
  }

  /** (Re)delivers a stored event, signed now. Answers the shop's HTTP status (0: not reachable). */
  async deliver(eventId: string): Promise<number> {
    const [ev] = await this.deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.eventId, eventId));
    if (!ev) throw new Error(`sandbox: no event ${eventId}`);
    let status = 0;
    try {
      status = await this.transport(ev.body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(this.secret, ev.body, this.deps.clock.now()),
      });
    } catch (err) {
      this.deps.log.warn({ err, eventId }, 'sandbox: callback delivery failed');
    }
    await this.deps.db
      .update(sandboxEvents)
      .set({ deliveredCount: sql`${sandboxEvents.deliveredCount} + 1`, lastStatus: status })
      .where(eq(sandboxEvents.eventId, eventId));
    return status;
  }

  /** The events sent for a charge, oldest first (tests and the docs' "deliver again" recipe use it). */
  async eventsFor(ref: string): Promise<(typeof sandboxEvents.$inferSelect)[]> {
    return this.deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.ref, ref)).orderBy(asc(sandboxEvents.createdAt));
  }
}

/** Default transport: POST to the shop's public URL (a separate process, or before the app wires its own). */
export const httpTransport = (publicUrl: string): WebhookTransport => async (body, headers) => {
  const res = await fetch(new URL(CALLBACK_PATH, publicUrl), { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  return res.status;
};

// Writes a mail into the outbox inside the caller's transaction (issue 8 §2): the mail exists exactly when the event
// it reports committed. Delivery happens after the commit (deliver-outbox.ts); nothing here talks to a mail server.
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Lang } from '../../../shared/ids';
import { renderMail, type MailBlock, type RenderedMail } from './render';
import { footer, greeting, type Recipient } from './mail-kit';

export interface OutboxMail extends RenderedMail {
  kind: string;
  to: string;
  lang: Lang;
  /** One mail per event (`order_placed:<order id>`): a repeated event writes nothing. */
  dedupeKey?: string;
  userId?: number;
  orderId?: number;
}

/**
 * A process-wide hint that a mail was queued, so the next finished request starts a delivery run instead of waiting
 * for the sweep. Only a hint: if the transaction rolled back the run finds nothing, and if the hint is missed the
 * sweep delivers a few minutes later.
 */
let queuedHint = false;
export const takeQueuedHint = (): boolean => {
  const was = queuedHint;
  queuedHint = false;
  return was;
};

/** Answers the outbox row id, or null when the dedupe key was already used. */
export const enqueueMail = async (tx: DbOrTx, mail: OutboxMail, now: Date): Promise<number | null> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      userId: mail.userId ?? null,
      orderId: mail.orderId ?? null,
      toAddress: mail.to,
      lang: mail.lang,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  queuedHint = true;
  return row?.id ?? null;
};

export interface CustomerMail {
  kind: string;
  to: Recipient;
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
  dedupeKey?: string;
  orderId?: number;
}

/** Renders a mail to a customer in their language (greeting, blocks, footer) and queues it. */
export const queueCustomerMail = (tx: DbOrTx, m: CustomerMail, now: Date): Promise<number | null> => {
  const rendered = renderMail({ subject: m.subject, heading: m.heading, blocks: [{ p: greeting(m.to) }, ...m.blocks], footer: footer(m.to.lang), lang: m.to.lang });
  return enqueueMail(tx, {
    ...rendered, kind: m.kind, to: m.to.email, lang: m.to.lang, userId: m.to.userId,
    ...(m.dedupeKey ? { dedupeKey: m.dedupeKey } : {}), ...(m.orderId !== undefined ? { orderId: m.orderId } : {}),
  }, now);
};

// The customer's side of support (issue 8 §3): their conversations, newest activity first; one thread (someone
// else's answers 404, like a missing one); opening one, from any page or about one of their own orders; replying
// (which reopens a closed conversation: the customer has something to add).
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders, supportConversations, supportMessages } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import type { Conversation, ConversationSummary } from '../../../shared/contracts/support';
import { claimAttachments } from './attachments';
import { findConversation, presentConversation, summarise } from './present-conversation';
import { supportLimit } from './support-limits';

type D = Pick<Deps, 'db' | 'clock'>;
const missing = () => notFound('Conversation not found.');

export const listConversations = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<ConversationSummary[]> => {
  const rows = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId))
    .orderBy(desc(supportConversations.updatedAt), desc(supportConversations.id)).limit(200);
  return summarise(db, rows);
};

export const getConversation = async ({ db }: Pick<Deps, 'db'>, userId: number, id: number): Promise<Conversation> =>
  presentConversation(db, owned(userId, await findConversation(db, id), missing));

interface OpenConversation {
  userId: number;
  subject: string;
  message: string;
  orderId?: number;
  attachmentIds: readonly string[];
}

export const openConversation = async ({ db, clock }: D, o: OpenConversation): Promise<Conversation> => {
  const now = clock.now();
  if (o.orderId !== undefined) {
    const [order] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, o.orderId));
    owned(o.userId, order, () => notFound('Order not found.'));
  }
  await supportLimit(db, 'conversation', o.userId, now);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportConversations)
      .values({ userId: o.userId, orderId: o.orderId ?? null, subject: o.subject, status: 'open', awaitingSince: now, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('conversation not written');
    const [msg] = await tx.insert(supportMessages).values({ conversationId: row.id, author: 'customer', authorId: o.userId, body: o.message, createdAt: now }).returning();
    if (!msg) throw new Error('message not written');
    await claimAttachments(tx, o.userId, o.attachmentIds, msg.id);
    return presentConversation(tx, row);
  });
};

export const customerReply = async ({ db, clock }: D, r: { userId: number; conversationId: number; message: string; attachmentIds: readonly string[] }): Promise<Conversation> => {
  const now = clock.now();
  owned(r.userId, await findConversation(db, r.conversationId), missing);
  await supportLimit(db, 'message', r.userId, now);
  return db.transaction(async (tx) => {
    const conv = owned(r.userId, await findConversation(tx, r.conversationId, true), missing);
    const [msg] = await tx.insert(supportMessages).values({ conversationId: conv.id, author: 'customer', authorId: r.userId, body: r.message, createdAt: now }).returning();
    if (!msg) throw new Error('message not written');
    await claimAttachments(tx, r.userId, r.attachmentIds, msg.id);
    // support's turn again; the due clock keeps running from the first unanswered message
    const [row] = await tx.update(supportConversations)
      .set({ status: 'open', awaitingSince: conv.status === 'open' && conv.awaitingSince ? conv.awaitingSince : now, updatedAt: now })
      .where(eq(supportConversations.id, conv.id))
      .returning();
    return presentConversation(tx, row ?? conv);
  });
};

// A conversation as the API shows it: the summary (with its order number and last message) and the whole thread
// with each message's files. Staff replies are signed with the staff member's first name only.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, supportAttachments, supportConversations, supportMessages, users } from '../../db/schema/index';
import type { Conversation, ConversationSummary } from '../../../shared/contracts/support';
import type { SupportStatus } from '../../../shared/contracts/support-rules';
import { presentAttachment } from './attachments';

type Row = typeof supportConversations.$inferSelect;

const PREVIEW = 140;

/** Summaries of the given conversations, in the order given. */
export const summarise = async (db: DbOrTx, rows: readonly Row[]): Promise<ConversationSummary[]> => {
  if (!rows.length) return [];
  const orderIds = rows.map((r) => r.orderId).filter((x): x is number => x !== null);
  const orderNos = orderIds.length ? await db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)) : [];
  const last = await db
    .selectDistinctOn([supportMessages.conversationId], { conversationId: supportMessages.conversationId, body: supportMessages.body })
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, rows.map((r) => r.id)))
    .orderBy(supportMessages.conversationId, desc(supportMessages.createdAt), desc(supportMessages.id));
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    status: r.status as SupportStatus,
    order_id: r.orderId,
    order_no: orderNos.find((o) => o.id === r.orderId)?.no ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    awaiting_since: r.awaitingSince?.toISOString() ?? null,
    last_message: [...(last.find((m) => m.conversationId === r.id)?.body ?? '')].slice(0, PREVIEW).join(''),
  }));
};

export const presentConversation = async (db: DbOrTx, row: Row): Promise<Conversation> => {
  const [summary] = await summarise(db, [row]);
  const messages = await db
    .select({ m: supportMessages, firstName: users.firstName })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.conversationId, row.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const files = messages.length
    ? await db.select().from(supportAttachments).where(inArray(supportAttachments.messageId, messages.map((x) => x.m.id))).orderBy(asc(supportAttachments.createdAt))
    : [];
  if (!summary) throw new Error('conversation summary missing');
  return {
    ...summary,
    messages: messages.map(({ m, firstName }) => ({
      id: m.id,
      author: m.author === 'staff' ? 'staff' : 'customer',
      author_name: m.author === 'staff' ? firstName || 'Fusion' : '',
      body: m.body,
      created_at: m.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === m.id).map(presentAttachment),
    })),
  };
};

export const findConversation = async (db: DbOrTx, id: number, lock = false): Promise<Row | undefined> => {
  const q = db.select().from(supportConversations).where(eq(supportConversations.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
};

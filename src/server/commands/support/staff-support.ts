// The console's support queue (issue 8 §3, issue 9): every conversation searched by subject, customer e-mail or
// order number, filtered by status and paged on the server (support's turn first, oldest wait first); a thread with
// its customer; a reply (the customer's turn, and a mail to them); close and reopen. Each action writes its audit
// row in its transaction.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders, supportConversations, supportMessages, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { StaffConversation, StaffSupportList } from '../../../shared/contracts/support';
import type { SupportStatus } from '../../../shared/contracts/support-rules';
import { likePattern } from '../order/list-orders';
import { writeAudit } from '../staff/audit';
import { mailSupportReply } from '../mail/mail-support-reply';
import { claimAttachments } from './attachments';
import { findConversation, presentConversation, summarise } from './present-conversation';

type D = Pick<Deps, 'db' | 'clock'>;
const missing = () => notFound('Conversation not found.');

export const searchSupport = async ({ db }: Pick<Deps, 'db'>, s: { q?: string; status?: SupportStatus; page: number; pageSize: number }): Promise<StaffSupportList> => {
  const filters: (SQL | undefined)[] = [];
  if (s.q) {
    const p = likePattern(s.q.trim());
    filters.push(or(ilike(supportConversations.subject, p), ilike(users.email, p), ilike(orders.orderNo, p)));
  }
  if (s.status) filters.push(eq(supportConversations.status, s.status));
  const where = and(...filters);
  const base = () => db.select({ n: count() }).from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(orders, eq(orders.id, supportConversations.orderId));
  const [total] = await base().where(where);
  const rows = await db
    .select({ c: supportConversations, email: users.email })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(orders, eq(orders.id, supportConversations.orderId))
    .where(where)
    // waiting on support first, the longest wait first; then the most recent activity
    .orderBy(sql`${supportConversations.awaitingSince} is null`, asc(supportConversations.awaitingSince), desc(supportConversations.updatedAt), desc(supportConversations.id))
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  const summaries = await summarise(db, rows.map((r) => r.c));
  return {
    total: total?.n ?? 0,
    page: s.page,
    page_size: s.pageSize,
    list: summaries.map((x, i) => ({ ...x, user_id: rows[i]?.c.userId ?? 0, customer_email: rows[i]?.email ?? '' })),
  };
};

const withCustomer = async (db: D['db'], row: typeof supportConversations.$inferSelect): Promise<StaffConversation> => {
  const [u] = await db.select().from(users).where(eq(users.id, row.userId));
  return {
    conversation: await presentConversation(db, row),
    customer: { uid: row.userId, email: u?.email ?? '', name: [u?.firstName, u?.lastName].filter(Boolean).join(' '), lang: u?.lang ?? 'en' },
  };
};

export const getStaffConversation = async ({ db }: Pick<Deps, 'db'>, id: number): Promise<StaffConversation> => {
  const row = await findConversation(db, id);
  if (!row) throw missing();
  return withCustomer(db, row);
};

export const staffReply = async ({ db, clock }: D, r: { staffId: number; conversationId: number; message: string; attachmentIds: readonly string[] }): Promise<StaffConversation> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const conv = await findConversation(tx, r.conversationId, true);
    if (!conv) throw missing();
    const [msg] = await tx.insert(supportMessages).values({ conversationId: conv.id, author: 'staff', authorId: r.staffId, body: r.message, createdAt: now }).returning();
    if (!msg) throw new Error('message not written');
    await claimAttachments(tx, r.staffId, r.attachmentIds, msg.id);
    const [row] = await tx.update(supportConversations).set({ status: 'waiting', awaitingSince: null, updatedAt: now }).where(eq(supportConversations.id, conv.id)).returning();
    await writeAudit(tx, {
      staffId: r.staffId, action: 'support.reply', recordType: 'support_conversation', recordId: conv.id,
      before: { status: conv.status }, after: { status: 'waiting', message_id: msg.id, attachments: r.attachmentIds.length }, note: 'reply', now,
    });
    await mailSupportReply(tx, { conversationId: conv.id, userId: conv.userId, subject: conv.subject, messageId: msg.id, body: r.message }, now);
    return withCustomer(tx, row ?? conv);
  });
};

/** Close a conversation, or reopen it (support's turn again, the due clock restarting now). */
export const setSupportStatus = async ({ db, clock }: D, s: { staffId: number; conversationId: number; status: 'open' | 'closed' }): Promise<{ id: number; status: string }> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const conv = await findConversation(tx, s.conversationId, true);
    if (!conv) throw missing();
    if (conv.status === s.status) return { id: conv.id, status: conv.status };
    const awaitingSince = s.status === 'open' ? now : null;
    await tx.update(supportConversations).set({ status: s.status, awaitingSince, updatedAt: now }).where(eq(supportConversations.id, conv.id));
    await writeAudit(tx, {
      staffId: s.staffId, action: 'support.reply', recordType: 'support_conversation', recordId: conv.id,
      before: { status: conv.status }, after: { status: s.status }, note: s.status === 'closed' ? 'closed' : 'reopened', now,
    });
    return { id: conv.id, status: s.status };
  });
};

// The erase (issue 15 "Personal data is erased or anonymised"; the choices and their reasons are in
// docs/account-deletion.md). Runs inside the confirmation's transaction and answers the storage keys of the files to
// remove once it commits (a file removed before a rollback could not be brought back).
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  addresses, cartItems, checkoutSessions, coupons, knownDevices, mailOutbox, orderLines, orders, passwordResets, sessions,
  sponsorshipApplications, supportAttachments, supportConversations, uploads, users,
} from '../../db/schema/index';
import { eraseGallery } from './erase-gallery';

/** The address the row keeps: unique per account, never deliverable (.invalid, RFC 2606), so the e-mail is free again. */
export const erasedEmail = (userId: number): string => `deleted-${userId}@deleted.invalid`;
/** Not a scrypt hash: verifyPassword() refuses it, so nobody signs in as the erased account. */
const NO_PASSWORD = '!deleted';

/** What an order keeps of its addresses (docs/account-deletion.md): the invoice address, no telephone, no delivery street. */
const SHIP_TO_ERASED = { customer_name: '', customer_address: '', customer_telephone: '' };
const BILL_TO_ERASED = { customer_telephone: '' };

export const eraseAccount = async (tx: DbOrTx, userId: number, now: Date): Promise<string[]> => {
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId), passwordHash: NO_PASSWORD, firstName: '', lastName: '', nickname: '',
      distributorCode: null, vipSku: null, wholesale: false, propagate: false, deletedAt: now, updatedAt: now,
    })
    .where(eq(users.id, userId));
  // sign-in and recovery
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  // the address book, unfinished checkouts, the live cart and unused coupons
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
  await tx.update(cartItems).set({ cancelledAt: now }).where(and(eq(cartItems.userId, userId), isNull(cartItems.cancelledAt)));
  await tx.delete(coupons).where(and(eq(coupons.ownerId, userId), eq(coupons.status, 'available')));
  // support conversations (all closed: the check saw to that) with their attachments
  const attachmentKeys = await tx
    .select({ key: supportAttachments.storageKey })
    .from(supportAttachments)
    .where(eq(supportAttachments.ownerId, userId));
  await tx.delete(supportAttachments).where(eq(supportAttachments.ownerId, userId));
  await tx.delete(supportConversations).where(eq(supportConversations.userId, userId));
  // sponsorship applications (a project's description and the team's contact)
  await tx.delete(sponsorshipApplications).where(eq(sponsorshipApplications.userId, userId));
  // gallery projects, pictures, files, likes, comments and the shared links the account sent
  const galleryKeys = await eraseGallery(tx, userId);
  // uploaded designs that no order needs (an ordered design is part of the order's record)
  const spare = await tx
    .delete(uploads)
    .where(and(eq(uploads.ownerId, userId), notExists(tx.select({ one: sql`1` }).from(orderLines).where(eq(orderLines.uploadId, uploads.id)))))
    .returning({ key: uploads.storageKey, top: uploads.previewTopKey, bottom: uploads.previewBottomKey });
  // mails already sent carried the name and the address; the farewell mail, still pending, goes out once
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.userId, userId), or(eq(mailOutbox.status, 'sent'), eq(mailOutbox.status, 'failed'))));
  // orders, invoices and payments stay (legal retention) with only what the invoice needs
  await tx
    .update(orders)
    .set({
      shipTo: sql`${orders.shipTo} || ${JSON.stringify(SHIP_TO_ERASED)}::jsonb`,
      billTo: sql`${orders.billTo} || ${JSON.stringify(BILL_TO_ERASED)}::jsonb`,
    })
    .where(inArray(orders.userId, [userId]));
  return [
    ...attachmentKeys.map((a) => a.key),
    ...galleryKeys,
    ...spare.flatMap((u) => [u.key, u.top, u.bottom].filter((k): k is string => !!k)),
  ];
};

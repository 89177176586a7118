// POST /third/preview-cancel: the wizard's first step (Confirmation information): what is erased with the account
// and what is kept for legal retention (docs/account-deletion.md).
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { addresses, coupons, galleryFiles, galleryPictures, galleryProjects, orders, supportConversations, uploads, users } from '../../db/schema/index';
import type { DeletionPreview } from '../../../shared/contracts/account-deletion';
import { findOwnDeletion } from './deletion-request';

const n = (rows: { n: number }[]): number => rows[0]?.n ?? 0;

export const previewCancel = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, token: string): Promise<DeletionPreview> => {
  const { db } = deps;
  await findOwnDeletion(db, userId, token, deps.clock.now());
  const [user, addr, support, files, coupon, order, projects, galleryFileRows, pictures] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
    db.select({ n: count() }).from(supportConversations).where(eq(supportConversations.userId, userId)),
    db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, userId)),
    db.select({ n: count() }).from(coupons).where(and(eq(coupons.ownerId, userId), eq(coupons.status, 'available'))),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    // the gallery goes too (erase-gallery.ts): projects, and the pictures and files uploaded for them
    db.select({ n: count() }).from(galleryProjects).where(eq(galleryProjects.userId, userId)),
    db.select({ n: count() }).from(galleryFiles).where(eq(galleryFiles.userId, userId)),
    db.select({ n: count() }).from(galleryPictures).where(eq(galleryPictures.userId, userId)),
  ]);
  return {
    email: user[0]?.email ?? '',
    erased: {
      addresses: n(addr), support_conversations: n(support), files: n(files), coupons: n(coupon),
      gallery_projects: n(projects), gallery_files: n(galleryFileRows) + n(pictures),
    },
    kept: { orders: n(order) },
  };
};

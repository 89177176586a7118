// The staff console's gallery (/staff/gallery, action 'gallery.moderate'): every project with its state, the
// comments waiting, and the two actions: feature / unfeature / hide / show a project, approve or reject a comment.
// Each action writes an audit row in its transaction and mails the customer it concerns.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { galleryComments, galleryProjects, users } from '../../db/schema/index';
import type { GalleryCommentStatus, StaffGallery } from '../../../shared/contracts/gallery';
import { writeAudit } from '../staff/audit';
import { mailGalleryCommentApproved, mailGalleryFeatured, mailGalleryHidden } from '../mail/mail-gallery';
import { galleryNotFound } from './errors';
import { selectCards } from './list-projects';
import { authorName, presentOwnCard } from './present-project';

export const staffGalleryQueue = async ({ db }: Pick<Deps, 'db'>, r: { page: number; pageSize: number }): Promise<StaffGallery> => {
  const [total] = await db.select({ n: count() }).from(galleryProjects);
  const rows = await selectCards(db, undefined).limit(r.pageSize).offset((r.page - 1) * r.pageSize);
  const waiting = await db
    .select({ c: galleryComments, projectName: galleryProjects.name, nickname: users.nickname, firstName: users.firstName })
    .from(galleryComments)
    .innerJoin(galleryProjects, eq(galleryProjects.id, galleryComments.projectId))
    .innerJoin(users, eq(users.id, galleryComments.userId))
    .where(eq(galleryComments.status, 'pending'))
    .orderBy(desc(galleryComments.createdAt))
    .limit(200);
  return {
    total: total?.n ?? 0,
    projects: rows.map((x) => presentOwnCard(x.p, x.author, x.likes)),
    comments: waiting.map(({ c, projectName, ...author }) => ({
      id: c.id, project_id: c.projectId, project_name: projectName, author_name: authorName(author), body: c.body,
      status: c.status as GalleryCommentStatus, created_at: c.createdAt.toISOString(),
    })),
  };
};

interface ProjectDecision {
  staffId: number;
  id: number;
  featured?: boolean | undefined;
  hidden?: boolean | undefined;
  note: string;
}

export const moderateGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, d: ProjectDecision): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleryProjects).where(eq(galleryProjects.id, d.id)).for('update');
    if (!before) throw galleryNotFound();
    const now = deps.clock.now();
    const featured = d.featured ?? before.featured;
    const hidden = d.hidden ?? before.hidden;
    if (featured === before.featured && hidden === before.hidden) return { id: d.id }; // nothing changes: no row, no mail
    await tx.update(galleryProjects).set({ featured, hidden, updatedAt: now }).where(eq(galleryProjects.id, d.id));
    await writeAudit(tx, {
      staffId: d.staffId, action: 'gallery.moderate', recordType: 'gallery_project', recordId: d.id,
      before: { featured: before.featured, hidden: before.hidden }, after: { featured, hidden }, note: d.note, now,
    });
    const about = { userId: before.userId, projectId: before.id, name: before.name };
    if (featured && !before.featured && !hidden) await mailGalleryFeatured(tx, about, now);
    if (hidden && !before.hidden) await mailGalleryHidden(tx, { ...about, note: d.note }, now);
    return { id: d.id };
  });

export const moderateGalleryComment = async (deps: Pick<Deps, 'db' | 'clock'>, d: { staffId: number; id: number; decision: 'approved' | 'rejected' }): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ c: galleryComments, p: galleryProjects })
      .from(galleryComments)
      .innerJoin(galleryProjects, eq(galleryProjects.id, galleryComments.projectId))
      .where(eq(galleryComments.id, d.id))
      .for('update', { of: galleryComments });
    if (!row) throw galleryNotFound();
    if (row.c.status === d.decision) return { id: d.id };
    const now = deps.clock.now();
    await tx.update(galleryComments).set({ status: d.decision, decidedBy: d.staffId, decidedAt: now }).where(and(eq(galleryComments.id, d.id)));
    await writeAudit(tx, {
      staffId: d.staffId, action: 'gallery.moderate', recordType: 'gallery_comment', recordId: d.id,
      before: { status: row.c.status }, after: { status: d.decision }, now,
    });
    if (d.decision === 'approved') {
      await mailGalleryCommentApproved(tx, { userId: row.p.userId, projectId: row.p.id, name: row.p.name, commentId: d.id, commenterId: row.c.userId }, now);
    }
    return { id: d.id };
  });

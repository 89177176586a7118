// The gallery part of an account's erase (issue 15; docs/account-deletion.md "Gallery"): a project is the owner's
// own write-up (story, pictures, files), personal content with no legal reason to stay, so it goes with everything
// hung on it: other people's likes and comments on it, and every shared link to it. What the account did on other
// people's projects goes too: its likes and its comments (a comment is free text signed by the account; an
// anonymous one would read as nobody's). The links the account mailed stop working (they carried its name and the
// recipient's address). Answers the storage keys of the pictures and files, removed once the transaction commits.
import { eq, inArray, or, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { galleryComments, galleryFiles, galleryLikes, galleryPictures, galleryProjects, sharedLinks } from '../../db/schema/index';

export const eraseGallery = async (tx: DbOrTx, userId: number): Promise<string[]> => {
  const projects = await tx.select({ id: galleryProjects.id }).from(galleryProjects).where(eq(galleryProjects.userId, userId));
  const projectIds = projects.map((p) => p.id);
  // links sent by the account, and anyone's links to its projects (an unknown link answers "Shared link expired")
  await tx.delete(sharedLinks).where(
    projectIds.length
      ? or(eq(sharedLinks.senderId, userId), and(eq(sharedLinks.sourceKind, 'project'), inArray(sharedLinks.sourceId, projectIds)))
      : eq(sharedLinks.senderId, userId),
  );
  await tx.delete(galleryLikes).where(eq(galleryLikes.userId, userId));
  await tx.delete(galleryComments).where(eq(galleryComments.userId, userId));
  // files first: their project_id would only be set null by the project's deletion, and they are the account's anyway
  const files = await tx.delete(galleryFiles)
    .where(projectIds.length ? or(eq(galleryFiles.userId, userId), inArray(galleryFiles.projectId, projectIds)) : eq(galleryFiles.userId, userId))
    .returning({ key: galleryFiles.storageKey });
  // the projects, with the likes and comments others left on them (ON DELETE CASCADE)
  await tx.delete(galleryProjects).where(eq(galleryProjects.userId, userId));
  const pictures = await tx.delete(galleryPictures).where(eq(galleryPictures.userId, userId)).returning({ key: galleryPictures.storageKey });
  return [...files, ...pictures].map((f) => f.key);
};

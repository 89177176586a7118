// Gallery projects as the API shows them: the card of the lists, and the design details of a project's board (the
// spec's design-detail keys, services §1) read from the order line's parameters and its Gerber analysis.
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import type { GalleryCard, GalleryDesign, GalleryShareType } from '../../../shared/contracts/gallery';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import type { galleryProjects, orderLines, uploads, users } from '../../db/schema/index';

export type ProjectRow = typeof galleryProjects.$inferSelect;
type AuthorRow = Pick<typeof users.$inferSelect, 'nickname' | 'firstName'>;

export const pictureUrl = (id: string): string => `/api/v1/gallery/picture/${id}`;
const previewUrl = (projectId: number, side: 'top' | 'bottom'): string => `/api/v1/gallery/preview?id=${projectId}&side=${side}`;

/** A public name: the nickname, else the first name only (a gallery page is no place for a full name). */
export const authorName = (a: AuthorRow): string => a.nickname || a.firstName || 'Maker';

export const presentCard = (p: ProjectRow, author: AuthorRow, likes: number): GalleryCard => ({
  id: p.id,
  name: p.name,
  intro: p.intro,
  tags: p.tags,
  cover_url: p.pictureIds[0] ? pictureUrl(p.pictureIds[0]) : null,
  author_id: p.userId,
  author_name: authorName(author),
  likes,
  featured: p.featured,
  created_at: p.createdAt.toISOString(),
});

/** The owner's and the console's card: with what only they see. */
export const presentOwnCard = (p: ProjectRow, author: AuthorRow, likes: number) => ({
  ...presentCard(p, author, likes),
  share_type: p.shareType as GalleryShareType,
  hidden: p.hidden,
  ordered_count: p.orderedCount,
});

type LineRow = Pick<typeof orderLines.$inferSelect, 'params' | 'fileName'>;
type UploadRow = Pick<typeof uploads.$inferSelect, 'analysis' | 'previewTopKey' | 'previewBottomKey'>;

/** The board's design details; null when the line's parameters are no longer a PCB's. */
export const presentDesign = (projectId: number, line: LineRow, upload: UploadRow | null): GalleryDesign | null => {
  const parsed = pcbValuesSchema.safeParse(line.params);
  if (!parsed.success) return null;
  const v = parsed.data;
  const analysis = upload?.analysis as UploadAnalysis | undefined;
  return {
    filename: line.fileName,
    layer: v.layers,
    dimension: `${v.width} × ${v.height} mm`,
    thickness: v.thickness,
    color: v.maskColour,
    surface: v.finish,
    materail: v.material,
    board_type: v.panelization === 'none' ? 'single' : 'panel',
    min_hole: v.minDrill,
    min_tracking_spacing: v.traceSpace,
    min_solder_mask_dam: v.maskDam,
    copper: v.outerCopper,
    blind_vias: v.blindVias || analysis?.has_blind_buried === true,
    half_hole: v.halfHoles,
    impedance: v.impedance,
    panelized: v.panelization === 'none' ? 'none' : `${v.panelization} ${v.panelColumns} × ${v.panelRows}`,
    expedited_option: v.expedited,
    previews: upload?.previewTopKey && upload.previewBottomKey ? { top: previewUrl(projectId, 'top'), bottom: previewUrl(projectId, 'bottom') } : null,
  };
};

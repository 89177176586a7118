// The project form's state and its check with the server's own schema (shared contract): each field's first
// problem by its top-level name, as a message key the common catalog translates.
import { galleryProjectBodySchema, type GalleryProject, type GalleryProjectBody, type GalleryShareType } from '../../../shared/contracts/gallery';

export interface FormPicture {
  id: string;
  url: string;
}

export interface ProjectForm {
  name: string;
  intro: string;
  tags: string[];
  pictures: FormPicture[];
  story: string;
  orderLineId: string;
  bom: { name: string; quantity: number }[];
  attachments: { name: string; url: string; description: string }[];
  shareType: GalleryShareType;
  marketplaceUrl: string;
}

export const EMPTY_FORM: ProjectForm = {
  name: '', intro: '', tags: [], pictures: [], story: '', orderLineId: '', bom: [], attachments: [], shareType: 'public', marketplaceUrl: '',
};

/** The owner's project back in the form (the owner's detail answer carries the picture ids and the order line). */
export const formOf = (p: GalleryProject): ProjectForm => ({
  name: p.name, intro: p.intro, tags: p.tags,
  pictures: p.picture_ids.map((id, i) => ({ id, url: p.pictures[i]?.url ?? '' })),
  story: p.story, orderLineId: p.order_line_id ? String(p.order_line_id) : '',
  bom: p.bom.map((l) => ({ name: l.name, quantity: l.quantity })), attachments: p.attachments,
  shareType: p.share_type, marketplaceUrl: p.marketplace_url,
});

export const bodyOf = (f: ProjectForm): GalleryProjectBody => ({
  name: f.name, intro: f.intro, tags: f.tags, picture_ids: f.pictures.map((p) => p.id), story: f.story,
  bom: f.bom.filter((l) => l.name.trim() !== ''), attachments: f.attachments.filter((a) => a.name.trim() !== '' || a.url.trim() !== ''),
  order_line_id: f.orderLineId ? Number(f.orderLineId) : null, share_type: f.shareType, marketplace_url: f.marketplaceUrl.trim(),
});

/** Null when the form is fine; else each field's first message key. */
export const problemsOf = (f: ProjectForm): Record<string, string> | null => {
  const parsed = galleryProjectBodySchema.safeParse(bodyOf(f));
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '_');
    out[name] ??= issue.message;
  }
  return out;
};

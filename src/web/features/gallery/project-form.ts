// The project form's state and its check with the server's own schema (shared contract): each field's first
// problem by its top-level name, as a message key the common catalog translates.
import { galleryProjectBodySchema, type GalleryFileKind, type GalleryProject, type GalleryProjectBody, type GalleryShareType } from '../../../shared/contracts/gallery';

export interface FormPicture {
  id: string;
  url: string;
}

/** An uploaded file as the server answered it (POST /v1/gallery/files). */
export interface FormFile {
  id: string;
  kind: GalleryFileKind;
  name: string;
  size: number;
}

/** A link (url) or an uploaded file (file: what was uploaded; url is then its download). */
export interface FormAttachment {
  name: string;
  url: string;
  description: string;
  file: { id: string; name: string; size: number } | null;
}

export interface ProjectForm {
  name: string;
  intro: string;
  tags: string[];
  pictures: FormPicture[];
  story: string;
  orderLineId: string;
  bom: { name: string; quantity: number }[];
  attachments: FormAttachment[];
  /** BOM, assembly and test files, in display order. */
  files: FormFile[];
  shareType: GalleryShareType;
  marketplaceUrl: string;
}

export const EMPTY_FORM: ProjectForm = {
  name: '', intro: '', tags: [], pictures: [], story: '', orderLineId: '', bom: [], attachments: [], files: [], shareType: 'public', marketplaceUrl: '',
};

/** The owner's project back in the form (the owner's detail answer carries the picture ids and the order line). */
export const formOf = (p: GalleryProject): ProjectForm => ({
  name: p.name, intro: p.intro, tags: p.tags,
  pictures: p.picture_ids.map((id, i) => ({ id, url: p.pictures[i]?.url ?? '' })),
  story: p.story, orderLineId: p.order_line_id ? String(p.order_line_id) : '',
  bom: p.bom.map((l) => ({ name: l.name, quantity: l.quantity })),
  attachments: p.attachments.map((a) => ({
    name: a.name, url: a.file_id ? '' : a.url, description: a.description, file: a.file_id ? { id: a.file_id, name: a.name, size: a.size ?? 0 } : null,
  })),
  files: p.files.map((f) => ({ id: f.file_id, kind: f.kind, name: f.name, size: f.size })),
  shareType: p.share_type, marketplaceUrl: p.marketplace_url,
});

export const bodyOf = (f: ProjectForm): GalleryProjectBody => ({
  name: f.name, intro: f.intro, tags: f.tags, picture_ids: f.pictures.map((p) => p.id), story: f.story,
  bom: f.bom.filter((l) => l.name.trim() !== ''),
  attachments: f.attachments
    .filter((a) => a.file || a.name.trim() !== '' || a.url.trim() !== '')
    .map((a) => (a.file ? { name: a.name, description: a.description, file_id: a.file.id } : { name: a.name, url: a.url, description: a.description })),
  file_ids: f.files.map((x) => x.id),
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

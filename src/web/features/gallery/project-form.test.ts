// The project form's files and attachments (issue 14 "attachments or links", "files"): what the owner's project page
// answers comes back into the form and goes out again as the same body; the shared schema's limits show as keys.
import { describe, expect, it } from 'vitest';
import type { GalleryProject } from '../../../shared/contracts/gallery';
import { bodyOf, EMPTY_FORM, formOf, problemsOf } from './project-form';
import { fileSize } from './file-size';

const BOM = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const MANUAL = '7f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const project = {
  id: 1, name: 'Arm', intro: 'I'.repeat(30), tags: [], cover_url: null, author_id: 2, author_name: 'Maker', likes: 0, featured: false,
  created_at: '2026-11-25T00:00:00.000Z', story: 'S'.repeat(300), pictures: [{ url: '/p', width: 1, height: 1 }],
  picture_ids: ['8f9619ff-8b86-4d01-b42d-00cf4fc964ff'], bom: [],
  attachments: [
    { name: 'Firmware', url: 'https://example.com/fw', description: '', file_id: null, size: null },
    { name: 'Manual', url: `/api/v1/gallery/file/${MANUAL}`, description: 'Wiring', file_id: MANUAL, size: 2048 },
  ],
  files: [{ file_id: BOM, kind: 'bom', name: 'bom.csv', size: 120, url: `/api/v1/gallery/file/${BOM}` }],
  share_type: 'public', marketplace_url: '', hidden: false, order_line_id: null, design: null, comments: [], liked: false, is_owner: true, ordered_count: 0,
} satisfies GalleryProject;

describe('the project form with files', () => {
  it('sends the files by id and an uploaded attachment by its file id, a link by its URL', () => {
    const body = bodyOf(formOf(project));
    expect(body.file_ids).toEqual([BOM]);
    expect(body.attachments).toEqual([
      { name: 'Firmware', url: 'https://example.com/fw', description: '' },
      { name: 'Manual', description: 'Wiring', file_id: MANUAL },
    ]);
    expect(problemsOf(formOf(project))).toBeNull();
  });

  it('says when there are more than 10 files', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ id: BOM.replace(/^6/, String(i % 10)), kind: 'test' as const, name: `t${i}.txt`, size: 1 }));
    expect(problemsOf({ ...formOf(project), files })).toMatchObject({ file_ids: 'validation.tooManyFiles' });
    expect(bodyOf(EMPTY_FORM).file_ids).toEqual([]);
  });

  it('shows sizes in B, KB and MB', () => {
    expect([fileSize(512), fileSize(2048), fileSize(10 * 1024 * 1024)]).toEqual(['512 B', '2.0 KB', '10.0 MB']);
  });
});

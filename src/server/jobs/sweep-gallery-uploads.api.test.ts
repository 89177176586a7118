// The sweep for gallery uploads nobody kept (docs/gallery.md "Unattached uploads"): a file or picture on no project
// goes a day after its upload, row and stored bytes; a fresh one and one on a saved project stay.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadGalleryPicture } from '../routes/gallery/picture.test-helper';
import { HOUR } from '../clock';
import { createTestApp, type TestApp } from '../test/app';
import { galleryFiles, galleryPictures } from '../db/schema/index';
import { closePictureWorkers } from '../integrations/files/picture';
import { storageFor } from '../integrations/storage/index';
import { multipartBody } from '../routes/upload/multipart.test-helper';
import { uniqueIp } from '../routes/user/test-helpers';
import { post, signUp, type Customer } from '../routes/checkout/fixtures.test-helper';
import { sweepGalleryUploads } from './sweep-gallery-uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePictureWorkers();
  await t.close();
});

const picture = (who: Customer): Promise<string> => uploadGalleryPicture(t, who);
const testFile = async (who: Customer): Promise<string> => {
  const { payload, headers } = multipartBody([{ name: 'kind', data: 'test' }, { name: 'file', filename: 'plan.txt', data: Buffer.from('Power on, LED blinks.\n'), type: 'text/plain' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/gallery/files', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...who.headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_id as string;
};
const storedKeys = async (fileIds: string[], pictureIds: string[]) => ({
  files: await t.handle.db.select({ id: galleryFiles.id, key: galleryFiles.storageKey }).from(galleryFiles).where(inArray(galleryFiles.id, fileIds)),
  pictures: await t.handle.db.select({ id: galleryPictures.id, key: galleryPictures.storageKey }).from(galleryPictures).where(inArray(galleryPictures.id, pictureIds)),
});

describe('sweepGalleryUploads', () => {
  it('deletes files and pictures left on no project for a day, with their bytes; fresh and attached ones stay', async () => {
    const ann = await signUp(t);
    const [oldFile, keptFile, oldPicture, keptPicture] = [await testFile(ann), await testFile(ann), await picture(ann), await picture(ann)];
    const saved = await post(t, ann, '/v1/gallery/create', {
      name: 'Motor driver', intro: 'A small board that drives three stepper motors over USB.', picture_ids: [keptPicture],
      story: 'S'.repeat(300), share_type: 'public', file_ids: [keptFile],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await storedKeys([oldFile, keptFile], [oldPicture, keptPicture]);
    const keyOf = (rows: { id: string; key: string }[], id: string) => rows.find((r) => r.id === id)!.key;

    // not yet a day: everything stays
    t.clock.advance(23 * HOUR);
    const [freshFile, freshPicture] = [await testFile(ann), await picture(ann)];
    expect(await sweepGalleryUploads(t.app.deps)).toEqual({ files: 0, pictures: 0 });

    t.clock.advance(2 * HOUR);
    expect(await sweepGalleryUploads(t.app.deps)).toEqual({ files: 1, pictures: 1 });
    const after = await storedKeys([oldFile, keptFile, freshFile], [oldPicture, keptPicture, freshPicture]);
    expect(after.files.map((f) => f.id).sort()).toEqual([keptFile, freshFile].sort());
    expect(after.pictures.map((p) => p.id).sort()).toEqual([keptPicture, freshPicture].sort());
    const storage = storageFor(t.app.deps.config);
    expect(await storage.get(keyOf(before.files, oldFile))).toBeNull();
    expect(await storage.get(keyOf(before.pictures, oldPicture))).toBeNull();
    expect(await storage.get(keyOf(before.files, keptFile))).not.toBeNull();
    expect(await storage.get(keyOf(before.pictures, keptPicture))).not.toBeNull();
    // the download of the swept file answers 404 like any unknown file
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gallery/file/${oldFile}`, headers: ann.headers })).statusCode).toBe(404);

    // again: nothing more to do
    expect(await sweepGalleryUploads(t.app.deps)).toEqual({ files: 0, pictures: 0 });
    expect(await t.handle.db.select().from(galleryFiles).where(eq(galleryFiles.id, keptFile))).toHaveLength(1);
  });
});

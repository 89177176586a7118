// A gallery project's files and uploaded attachments (issue 14: "attachments or links (name ≤ 30, description ≤ 100),
// files (Gerber, BOM, assembly, test)"; docs/gallery.md "Files"): each checked by content for its kind (a BOM as the
// PCBA BOM upload checks it), at most 10 MB each and 10 files per project; a past PCBA order's BOM and pick-and-place
// file can be copied in; whoever may see the project downloads them as attachments, everyone else gets 404.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bomFiles, cartItems, orderLines, pcbaItems, uploads } from '../../db/schema/index';
import { insertTestUpload, makeStaff } from '../../commands/cart/test-support';
import { closeBomWorkers } from '../../integrations/files/bom/index';
import { closePictureWorkers } from '../../integrations/files/picture';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { ProductId } from '../../../shared/ids';
import { multipartBody } from '../upload/multipart.test-helper';
import { uniqueIp } from '../user/test-helpers';
import { addItem, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
let owner: Customer;
let viewer: Customer;
let staff: Customer;
beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, staff] = [await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, staff.id, 'sales');
});
afterAll(async () => {
  await closePictureWorkers();
  await closeBomWorkers();
  await t.close();
});

const BOM_CSV = ['Designator,Quantity,MPN,Manufacturer,Value,Footprint', 'R1,1,RC0603FR-0710RL,YAGEO,10k,R_0603', 'U1,1,DRV8825,TI,,HTSSOP-28'].join('\r\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (): Buffer => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(120);
  return PNG.sync.write(image);
};
/** An ELF executable's header: what a hostile upload renamed .csv looks like to the content check. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 1)]);

const uploadFile = (who: Customer | null, kind: string, data: Buffer | string, filename: string) => {
  const { payload, headers } = multipartBody([{ name: 'kind', data: kind }, { name: 'file', filename, data: Buffer.from(data), type: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/gallery/files', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(who?.headers ?? {}) } });
};
const fileId = async (who: Customer, kind: string, data: Buffer | string, filename: string): Promise<string> => {
  const res = await uploadFile(who, kind, data, filename);
  if (res.statusCode !== 200) throw new Error(`file failed: ${res.statusCode} ${res.body}`);
  return res.json().data.file_id as string;
};
const picture = async (who: Customer): Promise<string> => {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'p.png', data: png(), type: 'image/png' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/gallery/pictures', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...who.headers } });
  return res.json().data.picture_id as string;
};
const project = async (who: Customer, over: Record<string, unknown> = {}) => ({
  name: 'Motor driver', intro: 'A small board that drives three stepper motors over USB.', picture_ids: [await picture(who)],
  story: 'S'.repeat(300), share_type: 'public', ...over,
});
const create = async (who: Customer, over: Record<string, unknown>): Promise<number> => {
  const res = await post(t, who, '/v1/gallery/create', await project(who, over));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
};
const download = (who: Customer | null, id: string) => get(t, who, `/v1/gallery/file/${id}`);

describe('uploading files, checked by content and size', () => {
  it('takes a CSV BOM, a pick-and-place text, a PDF test report and a PNG attachment', async () => {
    const bom = await uploadFile(owner, 'bom', BOM_CSV, 'bom.csv');
    expect(bom.statusCode, bom.body).toBe(200);
    expect(bom.json().data).toMatchObject({ kind: 'bom', name: 'bom.csv', size: BOM_CSV.length, url: expect.stringMatching(/^\/api\/v1\/gallery\/file\//) });
    expect((await uploadFile(owner, 'assembly', 'Designator,Mid X,Mid Y,Rotation,Layer\r\nR1,10,20,0,T\r\n', 'pnp.txt')).statusCode).toBe(200);
    expect((await uploadFile(owner, 'test', PDF, 'report.pdf')).statusCode).toBe(200);
    expect((await uploadFile(owner, 'attachment', png(), 'photo.png')).statusCode).toBe(200);
  });

  it('refuses a hostile file renamed .csv, a picture as a BOM and a PDF as a pick-and-place file', async () => {
    for (const [kind, data, name] of [['bom', ELF, 'bom.csv'], ['bom', png(), 'bom.csv'], ['assembly', PDF, 'pnp.csv'], ['test', ELF, 'test.txt'], ['attachment', ELF, 'a.pdf'], ['bom', Buffer.alloc(300, 0), 'bom.csv']] as const) {
      const res = await uploadFile(owner, kind, data, name);
      expect(res.statusCode, `${kind} ${name}`).toBe(422);
      expect(res.json().key).toBe('errors.galleryFileType');
    }
  });

  it('refuses a file over 10 MB and a kind it does not know; needs a signed-in customer', async () => {
    const big = await uploadFile(owner, 'test', Buffer.concat([Buffer.from('line\n'), Buffer.alloc(10 * 1024 * 1024, 0x61)]), 'big.txt');
    expect(big.statusCode).toBe(413);
    expect(big.json().key).toBe('errors.galleryFileTooLarge');
    expect((await uploadFile(owner, 'gerber', PDF, 'x.pdf')).json().fields).toMatchObject({ kind: 'validation.invalid' });
    expect((await uploadFile(null, 'test', PDF, 'x.pdf')).json().code).toBe(4302);
  });
});

describe('a project with files', () => {
  it('lists its files by kind with their size, and an uploaded attachment beside a link', async () => {
    const bom = await fileId(owner, 'bom', BOM_CSV, 'bom.csv');
    const report = await fileId(owner, 'test', PDF, 'report.pdf');
    const manual = await fileId(owner, 'attachment', PDF, 'manual.pdf');
    const id = await create(owner, {
      file_ids: [report, bom],
      attachments: [{ name: 'Firmware', url: 'https://example.com/fw' }, { name: 'Manual', file_id: manual, description: 'How to wire it' }],
    });
    const data = (await get(t, null, `/v1/gallery/detail?id=${id}`)).json().data;
    expect(data.files).toEqual([
      { file_id: report, kind: 'test', name: 'report.pdf', size: PDF.length, url: `/api/v1/gallery/file/${report}` },
      { file_id: bom, kind: 'bom', name: 'bom.csv', size: BOM_CSV.length, url: `/api/v1/gallery/file/${bom}` },
    ]);
    expect(data.attachments).toEqual([
      { name: 'Firmware', url: 'https://example.com/fw', description: '', file_id: null, size: null },
      { name: 'Manual', url: `/api/v1/gallery/file/${manual}`, description: 'How to wire it', file_id: manual, size: PDF.length },
    ]);
  });

  it('takes at most 10 files, only the owner\'s, each of its kind and on no other project', async () => {
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => fileId(owner, 'test', `result ${i}\n`, `r${i}.txt`)));
    const id = await create(owner, { file_ids: ten });
    expect((await get(t, owner, `/v1/gallery/detail?id=${id}`)).json().data.files).toHaveLength(10);
    const refused = async (over: Record<string, unknown>) => {
      const res = await post(t, owner, '/v1/gallery/create', await project(owner, over));
      expect(res.statusCode, res.body).toBe(422);
      return res.json().fields as Record<string, string>;
    };
    expect(await refused({ file_ids: [...ten, crypto.randomUUID()] })).toMatchObject({ file_ids: 'validation.tooManyFiles' });
    expect(await refused({ file_ids: [ten[0]] })).toMatchObject({ file_ids: 'validation.invalid' });
    expect(await refused({ file_ids: [await fileId(viewer, 'test', PDF, 'theirs.pdf')] })).toMatchObject({ file_ids: 'validation.invalid' });
    expect(await refused({ file_ids: [await fileId(owner, 'attachment', PDF, 'a.pdf')] })).toMatchObject({ file_ids: 'validation.invalid' });
    expect(await refused({ attachments: [{ name: 'A', file_id: await fileId(owner, 'test', PDF, 't.pdf') }] })).toMatchObject({ attachments: 'validation.invalid' });
    expect(Object.values(await refused({ attachments: [{ name: 'A'.repeat(31), file_id: await fileId(owner, 'attachment', PDF, 'a.pdf') }] }))).toContain('validation.maxLength');
  });
});

describe('downloading', () => {
  it('gives a public project\'s file to anyone, as an attachment under a safe name', async () => {
    const bom = await fileId(owner, 'bom', BOM_CSV, '../../evil<name>.csv');
    await create(owner, { file_ids: [bom] });
    const res = await download(null, bom);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BOM_CSV);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('evilname.csv')}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toContain('text/csv');
  });

  it('follows the share type: unlisted to anyone with the link, staff-only to staff and the owner, others 404', async () => {
    const unlistedFile = await fileId(owner, 'test', PDF, 'u.pdf');
    await create(owner, { share_type: 'unlisted', file_ids: [unlistedFile] });
    expect((await download(null, unlistedFile)).statusCode).toBe(200);
    const staffFile = await fileId(owner, 'attachment', PDF, 's.pdf');
    await create(owner, { share_type: 'staff', attachments: [{ name: 'Schematic', file_id: staffFile }] });
    expect((await download(null, staffFile)).statusCode).toBe(404);
    expect((await download(viewer, staffFile)).statusCode).toBe(404);
    expect((await download(staff, staffFile)).statusCode).toBe(200);
    expect((await download(owner, staffFile)).statusCode).toBe(200);
  });

  it('keeps a file on no project to its uploader, also once an update left it out', async () => {
    const loose = await fileId(owner, 'test', PDF, 'loose.pdf');
    expect((await download(owner, loose)).statusCode).toBe(200);
    expect((await download(viewer, loose)).statusCode).toBe(404);
    const id = await create(owner, { file_ids: [loose] });
    expect((await download(viewer, loose)).statusCode).toBe(200);
    const update = await post(t, owner, '/v1/gallery/update', { ...(await project(owner)), id, file_ids: [] });
    expect(update.statusCode, update.body).toBe(200);
    expect((await download(viewer, loose)).statusCode).toBe(404);
    expect((await download(null, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('files from a past PCBA order', () => {
  /** A past order line stored as an assembly stores one: the cart item's pcba_items row with its BOM and placement file. */
  const pastAssembly = async (who: Customer): Promise<number> => {
    const cartId = await addItem(t, who, { values: { layers: 2, width: 50, height: 50 } });
    await t.handle.db.update(cartItems).set({ uploadId: await insertTestUpload(t.handle.db, who.id, 'driver.zip') }).where(eq(cartItems.id, cartId));
    const order = await orderOf(t, who, [cartId]);
    const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
    const storage = storageFor(t.config);
    const bomKey = newStorageKey('csv');
    await storage.put(bomKey, Buffer.from(BOM_CSV));
    const bomId = crypto.randomUUID();
    await t.handle.db.insert(bomFiles).values({
      id: bomId, ownerId: who.id, originalName: 'driver-bom.csv', sizeBytes: BOM_CSV.length, sha256: 'x'.repeat(64), storageKey: bomKey, format: 'csv', sheet: '', rowCount: 3,
    });
    const placement = 'Designator,Mid X,Mid Y,Rotation,Layer\r\nR1,10,20,0,T\r\n';
    const placementKey = newStorageKey('txt');
    await storage.put(placementKey, Buffer.from(placement));
    const placementId = crypto.randomUUID();
    await t.handle.db.insert(uploads).values({
      id: placementId, ownerId: who.id, kind: 'placement', status: 'analysed', analysis: {}, originalName: 'driver-pos.csv', storageKey: placementKey, sizeBytes: placement.length, sha256: 'x'.repeat(64),
    });
    await t.handle.db.insert(pcbaItems).values({ cartItemId: cartId, options: { quantity: 5, sides: 1 }, bomFileId: bomId, bomHeaderRow: 0, bomMapping: {}, placementUploadId: placementId });
    await t.handle.db.update(orderLines).set({ productId: ProductId.PCBA }).where(eq(orderLines.id, line!.id));
    return line!.id;
  };

  it('lists the BOM and pick-and-place file of the owner\'s assemblies and copies them into the project', async () => {
    const lineId = await pastAssembly(owner);
    const sources = (await get(t, owner, '/v1/gallery/sources')).json().data;
    expect(sources.pcba).toContainEqual(expect.objectContaining({
      order_line_id: lineId, bom: { name: 'driver-bom.csv', size: BOM_CSV.length }, placement: { name: 'driver-pos.csv', size: expect.any(Number) },
    }));
    const bom = await post(t, owner, '/v1/gallery/files/from-order', { order_line_id: lineId, which: 'bom' });
    expect(bom.statusCode, bom.body).toBe(200);
    expect(bom.json().data).toMatchObject({ kind: 'bom', name: 'driver-bom.csv', size: BOM_CSV.length });
    const pnp = await post(t, owner, '/v1/gallery/files/from-order', { order_line_id: lineId, which: 'placement' });
    expect(pnp.json().data).toMatchObject({ kind: 'assembly', name: 'driver-pos.csv' });
    const id = await create(owner, { file_ids: [bom.json().data.file_id, pnp.json().data.file_id] });
    expect((await get(t, null, `/v1/gallery/detail?id=${id}`)).json().data.files.map((f: { kind: string }) => f.kind)).toEqual(['bom', 'assembly']);
    expect((await download(null, bom.json().data.file_id as string)).body).toBe(BOM_CSV);
  });

  it('is the owner\'s only: someone else\'s line answers 404', async () => {
    const lineId = await pastAssembly(owner);
    expect((await post(t, viewer, '/v1/gallery/files/from-order', { order_line_id: lineId, which: 'bom' })).statusCode).toBe(404);
    expect((await get(t, viewer, '/v1/gallery/sources')).json().data.pcba).toEqual([]);
  });
});

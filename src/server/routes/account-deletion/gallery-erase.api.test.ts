// Account deletion erases the customer's gallery (issue 15; docs/account-deletion.md "Gallery"): their projects go
// (the public page answers 404), with their pictures and files (downloads 404, the stored bytes removed), the likes
// and comments others left on them; the likes and comments the account left on other projects go too, and a link it
// shared stops working ("Shared link expired").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadGalleryPicture } from '../gallery/picture.test-helper';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { cartItems, galleryComments, galleryFiles, galleryLikes, galleryPictures, galleryProjects, orderLines, orders, sharedLinks } from '../../db/schema/index';
import { insertTestUpload } from '../../commands/cart/test-support';
import { closePictureWorkers } from '../../integrations/files/picture';
import { storageFor } from '../../integrations/storage/index';
import { OrderStatus } from '../../../shared/status/order';
import { multipartBody } from '../upload/multipart.test-helper';
import { uniqueIp } from '../user/test-helpers';
import { addItem, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePictureWorkers();
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const picture = (who: Customer): Promise<string> => uploadGalleryPicture(t, who);
const galleryFile = async (who: Customer, kind: string, data: Buffer, filename: string): Promise<string> => {
  const { payload, headers } = multipartBody([{ name: 'kind', data: kind }, { name: 'file', filename, data, type: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/gallery/files', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...who.headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_id as string;
};
/** A finished PCB order of `who` with its Gerber (a finished order does not block the deletion): the line id. */
const pastBoard = async (who: Customer): Promise<number> => {
  const cartId = await addItem(t, who);
  const uploadId = await insertTestUpload(t.handle.db, who.id, 'board.zip');
  await t.handle.db.update(cartItems).set({ uploadId }).where(eq(cartItems.id, cartId));
  const order = await orderOf(t, who, [cartId]);
  await t.handle.db.update(orders).set({ status: OrderStatus.Finished }).where(eq(orders.id, order.order_id));
  const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
  return line!.id;
};
const createProject = async (who: Customer, over: Record<string, unknown> = {}): Promise<number> => {
  const res = await post(t, who, '/v1/gallery/create', {
    name: 'Motor driver', intro: 'A small board that drives three stepper motors over USB.', picture_ids: [await picture(who)],
    story: 'S'.repeat(300), share_type: 'public', ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const deleteAccount = async (who: Customer): Promise<void> => {
  const token = (await post(t, who, '/third/get-token', {})).json().data.token as string;
  const checked = await post(t, who, '/third/verify-can-cancel', { token, reason: 'no_longer_needed', agree: true });
  expect(checked.json().data, checked.body).toMatchObject({ passed: true });
  const res = await post(t, who, '/third/confirm-cancel', { token, password: 'secret-123' });
  expect(res.statusCode, res.body).toBe(200);
};

describe('deleting an account with a gallery', () => {
  it('takes its projects, pictures, files, likes, comments and shared links away, stored bytes too', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t);
    const other = await signUp(t);
    const board = await pastBoard(owner);
    const pictureId = await picture(owner);
    const bom = await galleryFile(owner, 'bom', Buffer.from('Designator,Quantity,MPN\r\nR1,1,RC0603FR-0710RL\r\nU1,1,DRV8825\r\n'), 'bom.csv');
    const manual = await galleryFile(owner, 'attachment', PDF, 'manual.pdf');
    const id = await createProject(owner, {
      picture_ids: [pictureId], order_line_id: board, file_ids: [bom], attachments: [{ name: 'Manual', file_id: manual, description: 'How to wire it' }],
    });
    const othersProject = await createProject(other);
    // others like and comment on it; the owner likes and comments on someone else's project
    expect((await post(t, viewer, '/v1/gallery/like', { id })).statusCode).toBe(200);
    expect((await post(t, viewer, '/v1/gallery/comment', { id, body: 'Lovely routing!' })).statusCode).toBe(200);
    expect((await post(t, owner, '/v1/gallery/like', { id: othersProject })).statusCode).toBe(200);
    expect((await post(t, owner, '/v1/gallery/comment', { id: othersProject, body: 'Nice one, from the owner.' })).statusCode).toBe(200);
    // the owner shares the project's board by mail
    expect((await post(t, owner, '/v1/shared-link/send', { project_id: id, email: 'friend@example.test' })).statusCode).toBe(200);
    const mail = parseMails(await t.outbox()).filter((m) => m.to === 'friend@example.test').at(-1);
    const sent = /\/shared-link\/([A-Za-z0-9_-]+)/.exec(mail?.bodies[0] ?? '')?.[1] ?? '';
    expect((await get(t, null, `/v1/shared-link/view?link=${sent}`)).statusCode).toBe(200);

    // before: all of it is public
    expect((await get(t, null, `/v1/gallery/detail?id=${id}`)).statusCode).toBe(200);
    expect((await get(t, null, `/v1/gallery/picture/${pictureId}`)).statusCode).toBe(200);
    expect((await get(t, null, `/v1/gallery/file/${bom}`)).statusCode).toBe(200);
    expect((await get(t, null, `/v1/gallery/file/${manual}`)).statusCode).toBe(200);
    const keys = [
      ...(await t.handle.db.select({ key: galleryPictures.storageKey }).from(galleryPictures).where(eq(galleryPictures.userId, owner.id))),
      ...(await t.handle.db.select({ key: galleryFiles.storageKey }).from(galleryFiles).where(eq(galleryFiles.userId, owner.id))),
    ].map((k) => k.key);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const storage = storageFor(t.config);
    for (const key of keys) expect(await storage.get(key), key).not.toBeNull();

    // the wizard's preview counts what the erase takes: one project, two pictures (createProject uploads a default
    // one even when picture_ids is given, left unattached) and the two files
    const token = (await post(t, owner, '/third/get-token', {})).json().data.token as string;
    const preview = (await post(t, owner, '/third/preview-cancel', { token })).json().data;
    expect(preview.erased).toMatchObject({ gallery_projects: 1, gallery_files: 4 });

    await deleteAccount(owner);

    // the public page, the pictures and the files answer 404; the bytes are gone
    expect((await get(t, null, `/v1/gallery/detail?id=${id}`)).statusCode).toBe(404);
    expect((await get(t, viewer, `/v1/gallery/detail?id=${id}`)).statusCode).toBe(404);
    expect((await get(t, null, `/v1/gallery/picture/${pictureId}`)).statusCode).toBe(404);
    expect((await get(t, null, `/v1/gallery/file/${bom}`)).statusCode).toBe(404);
    expect((await get(t, null, `/v1/gallery/file/${manual}`)).statusCode).toBe(404);
    for (const key of keys) expect(await storage.get(key), key).toBeNull();
    const list = (await get(t, null, '/v1/gallery/list')).json().data.list as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(id);

    // no row of theirs is left; the other project keeps only its owner's things
    const db = t.handle.db;
    expect(await db.select().from(galleryProjects).where(eq(galleryProjects.userId, owner.id))).toEqual([]);
    expect(await db.select().from(galleryLikes).where(eq(galleryLikes.userId, owner.id))).toEqual([]);
    expect(await db.select().from(galleryComments).where(eq(galleryComments.userId, owner.id))).toEqual([]);
    expect(await db.select().from(galleryLikes).where(eq(galleryLikes.projectId, id))).toEqual([]);
    expect(await db.select().from(sharedLinks).where(eq(sharedLinks.senderId, owner.id))).toEqual([]);
    expect((await get(t, null, `/v1/gallery/detail?id=${othersProject}`)).statusCode).toBe(200);

    // the shared link they sent answers "expired", like any unknown link
    expect((await get(t, null, `/v1/shared-link/view?link=${sent}`)).json()).toMatchObject({ key: 'errors.sharedLinkExpired' });
  });
});

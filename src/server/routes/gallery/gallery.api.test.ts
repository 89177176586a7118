// The design gallery (issue 14 "Gallery"; spec services §1 gallery project, §8 gallery images at most 2 MB and
// pictures only, §9 name ≤ 100, introduction 30–1000 ('Too short! At least 30 characters are needed'), story ≥ 300,
// ≤ 3 tags, attachment name ≤ 30 and description ≤ 100; platform §2 gallery routes). Only the owner edits; share
// types decide who sees a project; likes count once; comments wait for staff; staff feature and hide with an audit
// row and a mail; "order this board" puts the owner's board into the viewer's cart, priced again.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, cartItems, mailOutbox, orderLines, sharedLinks, uploads } from '../../db/schema/index';
import { DAY, MINUTE } from '../../clock';
import { parseMails } from '../../test/mail';
import { longSessionCustomer } from '../../test/long-session';
import { insertTestUpload, makeStaff } from '../../commands/cart/test-support';
import { closePictureWorkers } from '../../integrations/files/picture';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { multipartBody } from '../upload/multipart.test-helper';
import { uniqueIp } from '../user/test-helpers';
import { addItem, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
let owner: Customer;
let viewer: Customer;
let moderator: Customer;
let sales: Customer;
let boardLine: number;
beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, moderator, sales] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, moderator.id, 'content');
  await makeStaff(t.handle.db, sales.id, 'sales');
  boardLine = await pastBoard(owner);
});
afterAll(async () => {
  await closePictureWorkers();
  await t.close();
});

/** A past PCB order of `who` (4 layers, black mask) with its Gerber; answers the order line's id. */
const pastBoard = async (who: Customer): Promise<number> => {
  const cartId = await addItem(t, who, { values: { layers: 4, maskColour: 'black', width: 60, height: 40 } });
  const uploadId = await insertTestUpload(t.handle.db, who.id, 'robot-arm.zip');
  await t.handle.db.update(cartItems).set({ uploadId }).where(eq(cartItems.id, cartId));
  const order = await orderOf(t, who, [cartId]);
  const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
  return line!.id;
};

const png = (width = 12, height = 8): Buffer => {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
};
const uploadPicture = (who: Customer | null, data: Buffer, filename = 'photo.png') => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data, type: 'image/png' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/gallery/pictures', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(who?.headers ?? {}) } });
};
const picture = async (who: Customer): Promise<string> => {
  const res = await uploadPicture(who, png());
  if (res.statusCode !== 200) throw new Error(`picture failed: ${res.statusCode} ${res.body}`);
  return res.json().data.picture_id as string;
};

const STORY = `## How it works\n\n${'A four-layer controller for a small robot arm, with three motor drivers and a USB port. '.repeat(4)}`;
const project = async (who: Customer, over: Record<string, unknown> = {}) => ({
  name: 'Robot arm controller', intro: 'A four-layer board that drives three stepper motors over USB.', tags: ['Robotics', 'Motor'],
  picture_ids: [await picture(who)], story: STORY, bom: [{ name: 'DRV8825', quantity: 3 }],
  attachments: [{ name: 'Firmware', url: 'https://example.com/fw', description: 'The firmware on GitHub' }],
  order_line_id: boardLine, share_type: 'public', marketplace_url: '', ...over,
});
const create = async (who: Customer, body: Record<string, unknown>): Promise<number> => {
  const res = await post(t, who, '/v1/gallery/create', body);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
};
const detail = (who: Customer | null, id: number) => get(t, who, `/v1/gallery/detail?id=${id}`);
const listed = async (query: string): Promise<number[]> => ((await get(t, null, `/v1/gallery/list?${query}`)).json().data.list as { id: number }[]).map((c) => c.id);

describe('pictures', () => {
  it('takes a PNG by its content and serves the re-encoded picture', async () => {
    const res = await uploadPicture(owner, png(12, 8), 'renamed.txt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ width: 12, height: 8 });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a picture, and a picture over 2 MB', async () => {
    const gif = await uploadPicture(owner, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'photo.png');
    expect(gif.statusCode).toBe(422);
    expect(gif.json().key).toBe('errors.pictureType');
    const big = await uploadPicture(owner, Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().key).toBe('errors.pictureTooLarge');
  });

  it('needs a signed-in customer', async () => {
    expect((await uploadPicture(null, png())).json().code).toBe(4302);
  });
});

describe('creating a project: the spec limits', () => {
  const fieldsOf = async (over: Record<string, unknown>) => {
    const res = await post(t, owner, '/v1/gallery/create', await project(owner, over));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4000);
    return res.json().fields as Record<string, string>;
  };

  it('takes a name of 100 characters, an introduction of 30 and a story of 300', async () => {
    const id = await create(owner, await project(owner, { name: 'N'.repeat(100), intro: 'I'.repeat(30), story: 'S'.repeat(300), tags: ['a', 'b', 'c'] }));
    expect((await detail(owner, id)).json().data).toMatchObject({ name: 'N'.repeat(100), tags: ['a', 'b', 'c'] });
  });

  it('refuses one character more or less, with the spec message for a short introduction', async () => {
    expect(await fieldsOf({ name: 'N'.repeat(101) })).toMatchObject({ name: 'validation.maxLength' });
    expect(await fieldsOf({ intro: 'I'.repeat(29) })).toMatchObject({ intro: 'validation.introTooShort' });
    expect(await fieldsOf({ intro: 'I'.repeat(1001) })).toMatchObject({ intro: 'validation.maxLength' });
    expect(await fieldsOf({ story: 'S'.repeat(299) })).toMatchObject({ story: 'validation.storyTooShort' });
    expect(await fieldsOf({ tags: ['a', 'b', 'c', 'd'] })).toMatchObject({ tags: 'validation.tooManyTags' });
    expect(Object.values(await fieldsOf({ attachments: [{ name: 'A'.repeat(31), url: 'https://example.com' }] }))).toContain('validation.maxLength');
    expect(Object.values(await fieldsOf({ attachments: [{ name: 'A', url: 'https://example.com', description: 'D'.repeat(101) }] }))).toContain('validation.maxLength');
    expect(Object.values(await fieldsOf({ attachments: [{ name: 'A', url: 'javascript:alert(1)' }] }))).toContain('validation.invalid');
  });

  it('needs a photo, and only the owner\'s own pictures and orders', async () => {
    expect(await fieldsOf({ picture_ids: [] })).toMatchObject({ picture_ids: 'validation.photoRequired' });
    expect(await fieldsOf({ picture_ids: [await picture(viewer)] })).toMatchObject({ picture_ids: 'validation.invalid' });
    const theirs = await pastBoard(viewer);
    expect(await fieldsOf({ order_line_id: theirs })).toMatchObject({ order_line_id: 'validation.invalid' });
  });

  it('lists the owner\'s past PCB orders to take the board from', async () => {
    const res = await get(t, owner, '/v1/gallery/sources');
    expect(res.json().data.list).toContainEqual(expect.objectContaining({ order_line_id: boardLine, file_name: expect.any(String), layers: 4, dimension: '60 × 40 mm' }));
    expect((await get(t, viewer, '/v1/gallery/sources')).json().data.list.map((l: { order_line_id: number }) => l.order_line_id)).not.toContain(boardLine);
  });
});

describe('the project page', () => {
  it('shows the design details of the board from its order and Gerber', async () => {
    const id = await create(owner, await project(owner));
    const data = (await detail(null, id)).json().data;
    expect(data.design).toMatchObject({ layer: 4, color: 'black', dimension: '60 × 40 mm', thickness: 1.6, filename: expect.any(String), half_hole: false });
    expect(data).toMatchObject({ is_owner: false, ordered_count: null, liked: false, order_line_id: null });
    expect(data.bom).toEqual([{ name: 'DRV8825', quantity: 3, sku: null }]);
  });

  it('only the owner edits; anyone else gets 404', async () => {
    const id = await create(owner, await project(owner));
    const body = { ...(await project(owner)), id, name: 'Renamed' };
    expect((await post(t, viewer, '/v1/gallery/update', { ...body, picture_ids: [await picture(viewer)] })).statusCode).toBe(404);
    const ok = await post(t, owner, '/v1/gallery/update', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(null, id)).json().data.name).toBe('Renamed');
  });
});

describe('the board preview', () => {
  it('is served to whoever may see the project, as a script-free SVG; a staff-only project\'s is not', async () => {
    const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.id, boardLine));
    const keys = { previewTopKey: newStorageKey('svg'), previewBottomKey: newStorageKey('svg') };
    for (const key of Object.values(keys)) await storageFor(t.config).put(key, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await t.handle.db.update(uploads).set(keys).where(eq(uploads.id, line!.uploadId!));
    const pub = await create(owner, await project(owner));
    const staffOnly = await create(owner, await project(owner, { share_type: 'staff' }));
    expect((await detail(null, pub)).json().data.design.previews).toEqual({
      top: `/api/v1/gallery/preview?id=${pub}&side=top`, bottom: `/api/v1/gallery/preview?id=${pub}&side=bottom`,
    });
    const svg = await get(t, null, `/v1/gallery/preview?id=${pub}&side=top`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get(t, viewer, `/v1/gallery/preview?id=${staffOnly}&side=top`)).statusCode).toBe(404);
  });
});

describe('share types', () => {
  it('public is listed; unlisted is seen by its link only; staff-only by staff and the owner', async () => {
    const pub = await create(owner, await project(owner, { tags: ['ShareTest'] }));
    const unlisted = await create(owner, await project(owner, { share_type: 'unlisted', tags: ['ShareTest'] }));
    const staffOnly = await create(owner, await project(owner, { share_type: 'staff', tags: ['ShareTest'] }));
    expect(await listed('tag=ShareTest')).toEqual([pub]);
    expect((await detail(null, unlisted)).statusCode).toBe(200);
    expect((await detail(null, staffOnly)).statusCode).toBe(404);
    expect((await detail(viewer, staffOnly)).statusCode).toBe(404);
    expect((await detail(sales, staffOnly)).statusCode).toBe(200);
    expect((await detail(owner, staffOnly)).json().data).toMatchObject({ is_owner: true, share_type: 'staff' });
    const mine = (await get(t, owner, '/v1/gallery/mine')).json().data.list.map((c: { id: number }) => c.id);
    expect(mine).toEqual(expect.arrayContaining([pub, unlisted, staffOnly]));
  });

  it('filters by tag and pages; an empty list is empty', async () => {
    const a = await create(owner, await project(owner, { tags: ['PageTest'] }));
    const b = await create(owner, await project(owner, { tags: ['Other', 'PageTest'] }));
    expect(await listed('tag=PageTest&page_size=1&page=1')).toEqual([b]);
    expect(await listed('tag=PageTest&page_size=1&page=2')).toEqual([a]);
    expect((await get(t, null, '/v1/gallery/list?tag=NoSuchTag')).json().data).toMatchObject({ total: 0, list: [] });
    expect(await listed(`view=user&author_id=${owner.id}&tag=PageTest`)).toEqual([b, a]);
  });
});

describe('likes and comments', () => {
  it('counts one like per account, however often it is sent', async () => {
    const id = await create(owner, await project(owner));
    await post(t, viewer, '/v1/gallery/like', { id });
    const again = await post(t, viewer, '/v1/gallery/like', { id });
    expect(again.json().data).toEqual({ likes: 1, liked: true });
    expect((await post(t, null, '/v1/gallery/like', { id })).json().code).toBe(4302);
  });

  it('holds a comment until staff approve it, with an audit row and a mail', async () => {
    const id = await create(owner, await project(owner));
    const sent = await post(t, viewer, '/v1/gallery/comment', { id, body: 'Lovely routing!' });
    expect(sent.json().data).toMatchObject({ status: 'pending' });
    const commentId = sent.json().data.id as number;
    expect((await detail(null, id)).json().data.comments).toEqual([]);
    expect((await detail(viewer, id)).json().data.comments).toMatchObject([{ body: 'Lovely routing!', status: 'pending' }]);
    expect((await post(t, sales, '/v1/staff/gallery/comment', { id: commentId, decision: 'approved' })).statusCode).toBe(403);
    const queue = (await get(t, moderator, '/v1/staff/gallery')).json().data;
    expect(queue.comments.map((c: { id: number }) => c.id)).toContain(commentId);
    expect((await post(t, moderator, '/v1/staff/gallery/comment', { id: commentId, decision: 'approved' })).statusCode).toBe(200);
    expect((await detail(null, id)).json().data.comments).toMatchObject([{ body: 'Lovely routing!', status: 'approved' }]);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'gallery_comment'), eq(auditLog.recordId, String(commentId))));
    expect(audit).toMatchObject([{ staffId: moderator.id, action: 'gallery.moderate' }]);
    expect(await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `gallery_comment_approved:${commentId}`))).toHaveLength(1);
  });
});

describe('staff: feature and hide', () => {
  it('features a project on gallery-recommend, with an audit row and a mail to the author', async () => {
    const id = await create(owner, await project(owner));
    expect(await listed('view=recommend&page_size=60')).not.toContain(id);
    expect((await post(t, viewer, '/v1/staff/gallery/project', { id, featured: true })).statusCode).toBe(403);
    expect((await post(t, moderator, '/v1/staff/gallery/project', { id, featured: true })).statusCode).toBe(200);
    expect(await listed('view=recommend&page_size=60')).toContain(id);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'gallery_project'), eq(auditLog.recordId, String(id))));
    expect(audit).toMatchObject([{ after: { featured: true, hidden: false } }]);
    const mails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'gallery_featured'));
    expect(mails.some((m) => m.dedupeKey?.startsWith(`gallery_featured:${id}:`))).toBe(true);
  });

  it('hides a project from everyone but its owner and staff', async () => {
    const id = await create(owner, await project(owner));
    await post(t, moderator, '/v1/staff/gallery/project', { id, hidden: true, note: 'Copied design' });
    expect((await detail(viewer, id)).statusCode).toBe(404);
    expect((await detail(owner, id)).json().data.hidden).toBe(true);
    expect(await listed('page_size=60')).not.toContain(id);
  });
});

describe('order this board', () => {
  it('puts the board with its Gerber into the viewer\'s cart, priced again, and the author sees the count', async () => {
    const id = await create(owner, await project(owner));
    const requestId = crypto.randomUUID();
    expect((await post(t, null, '/v1/gallery/order', { id, request_id: requestId })).json().code).toBe(4302);
    const res = await post(t, viewer, '/v1/gallery/order', { id, request_id: requestId });
    expect(res.statusCode, res.body).toBe(200);
    const cartId = res.json().data.cart_id as number;
    expect((await post(t, viewer, '/v1/gallery/order', { id, request_id: requestId })).json().data.cart_id).toBe(cartId);
    const [item] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, cartId));
    expect(item).toMatchObject({ userId: viewer.id, productId: 835, params: expect.objectContaining({ layers: 4, maskColour: 'black' }) });
    expect(item!.totalCents).not.toBeNull();
    const [file] = await t.handle.db.select().from(uploads).where(eq(uploads.id, item!.uploadId!));
    expect(file).toMatchObject({ ownerId: viewer.id, originalName: 'robot-arm.zip' });
    expect((await detail(owner, id)).json().data.ordered_count).toBe(1);
    expect((await detail(viewer, id)).json().data.ordered_count).toBeNull();
  });

  it('cannot order a project the viewer may not see', async () => {
    const id = await create(owner, await project(owner, { share_type: 'staff' }));
    expect((await post(t, viewer, '/v1/gallery/order', { id, request_id: crypto.randomUUID() })).statusCode).toBe(404);
  });
});

describe('sharing a project by link (kind project)', () => {
  const EXPIRED = { code: 4090, key: 'errors.sharedLinkExpired', msg: 'Shared link expired: ask the project owner or sender.' };
  /** The owner mails the project's link to `to`; answers the token read from the mail. */
  const shareProject = async (id: number, to: string, sender = owner) => {
    const res = await post(t, sender, '/v1/shared-link/send', { project_id: id, email: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Date(res.json().data.expires_at as string).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    const mail = parseMails(await t.outbox()).filter((m) => m.to === to).at(-1)!;
    expect(mail.bodies[0]).toContain('the board of their gallery design');
    return /\/shared-link\/([A-Za-z0-9_-]+)/.exec(mail.bodies[0]!)![1]!;
  };

  it("puts the project's board into the signed-in recipient's cart once, priced again", async () => {
    const id = await create(owner, await project(owner, { share_type: 'staff' }));
    const token = await shareProject(id, 'maker@example.test');
    const [stored] = await t.handle.db.select().from(sharedLinks).where(eq(sharedLinks.sourceId, id));
    expect(stored).toMatchObject({ sourceKind: 'project', senderId: owner.id });
    const view = await get(t, null, `/v1/shared-link/view?link=${token}`);
    expect(view.json().data).toMatchObject({ kind: 'project', items: [expect.objectContaining({ quantity: expect.any(Number), file_name: 'robot-arm.zip' })] });
    // a link works even where the project itself is not visible to the recipient
    expect((await post(t, null, '/v1/shared-link/use', { link: token })).json().code).toBe(4302);
    const used = await post(t, viewer, '/v1/shared-link/use', { link: token });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data).toMatchObject({ cart_ids: [expect.any(Number)], skipped: 0 });
    const [item] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, used.json().data.cart_ids[0] as number));
    expect(item).toMatchObject({ userId: viewer.id, productId: 835, params: expect.objectContaining({ layers: 4, maskColour: 'black' }) });
    expect(item!.totalCents).not.toBeNull();
    const [file] = await t.handle.db.select().from(uploads).where(eq(uploads.id, item!.uploadId!));
    expect(file).toMatchObject({ ownerId: viewer.id, originalName: 'robot-arm.zip' });
    // single purchase
    expect((await post(t, sales, '/v1/shared-link/use', { link: token })).json()).toMatchObject(EXPIRED);
    expect((await get(t, null, `/v1/shared-link/view?link=${token}`)).json()).toMatchObject(EXPIRED);
  });

  it("is only the owner's to send, needs a board, and takes exactly one source", async () => {
    const id = await create(owner, await project(owner));
    expect((await post(t, viewer, '/v1/shared-link/send', { project_id: id, email: 'x@example.test' })).statusCode).toBe(404);
    expect((await post(t, owner, '/v1/shared-link/send', { project_id: 2_000_000_000, email: 'x@example.test' })).statusCode).toBe(404);
    const boardless = await create(owner, await project(owner, { order_line_id: null }));
    expect((await post(t, owner, '/v1/shared-link/send', { project_id: boardless, email: 'x@example.test' })).json().key).toBe('errors.galleryNoBoard');
    expect((await post(t, owner, '/v1/shared-link/send', { email: 'x@example.test' })).statusCode).toBe(422);
    expect((await post(t, owner, '/v1/shared-link/send', { project_id: id, order_id: 1, email: 'x@example.test' })).statusCode).toBe(422);
  });
  // last: it moves the clock, so it uses long sessions of its own
  it('expires 7 days after the mail', async () => {
    const [ann, bob] = [await longSessionCustomer(t), await longSessionCustomer(t)];
    const id = await create(ann, await project(ann, { order_line_id: await pastBoard(ann) }));
    const token = await shareProject(id, 'later-maker@example.test', ann);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await get(t, null, `/v1/shared-link/view?link=${token}`)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await post(t, bob, '/v1/shared-link/use', { link: token })).json()).toMatchObject(EXPIRED);
  });
});

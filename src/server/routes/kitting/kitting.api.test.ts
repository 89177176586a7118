// Kitting through the real routes (issue 13): the public estimate from the starter catalogue, the spec's limits
// (minimum 5 sets, groveRequired on the Grove page, "only {stock} pieces or {maxSets} sets available"), the sticker
// and printed material checked by content, adding the kit to the cart (server price, request_id once), and another
// customer's files and PCB items answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedParts } from '../../db/seed/opl/index';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { addPcb, get, post } from '../cart/cart.test-helper';
import { ProductId } from '../../../shared/ids';
import { specLine, specWords } from '../../../shared/params/spec-words';

/** Starter-catalogue parts (src/server/db/seed/opl/actives.ts): a Grove button and a XIAO RP2040. */
const BUTTON = 'OPL-GROVE-001';
const XIAO = 'OPL-XIAO-002';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedParts(t.handle.db);
  owner = await signUp(t);
  other = await signUp(t);
});
afterAll(async () => t.close());

const send = (user: TestUser | null, url: string, data: Buffer, filename: string) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(user ? asUser(user.token) : {}) } });
};
const rid = () => crypto.randomUUID();
const grove = (over: Record<string, unknown> = {}) => ({ service: 'grove', sets: 5, items: [{ sku: BUTTON, quantity: 1 }], ...over });
const price = (user: TestUser | null, values: Record<string, unknown>) => post(t, user, '/v1/kitting/price', { values });
const keys = (res: { json(): { data: { problems: { key: string }[] } } }) => res.json().data.problems.map((p) => p.key);

describe('the kitting estimate', () => {
  it('prices 5 sets of a Grove module for a visitor with every cost line of the spec it uses', async () => {
    const res = await price(null, grove());
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.problems).toEqual([]);
    expect(d.lines.map((l: { key: string }) => l.key)).toEqual(['setup', 'bom', 'kitting', 'package']);
    expect(d.items[0]).toMatchObject({ sku: BUTTON, grove: true });
    expect(BigInt(d.subtotal)).toBe(d.lines.reduce((a: bigint, l: { amount: string }) => a + BigInt(l.amount), 0n));
    expect(d.shipping).not.toBeNull();
    expect(BigInt(d.total)).toBe(BigInt(d.subtotal) + BigInt(d.shipping.cost));
    expect(d.fit).toMatchObject({ fits: true, box_mm: [180, 120, 45] });
  });

  it("gives each part of the box its id and product page, and the search the list uses its id too", async () => {
    const d = (await price(null, grove())).json().data;
    const part = (await get(t, null, `/opl/part?sku=${BUTTON}`)).json().data;
    expect(d.items[0]).toMatchObject({ sku: BUTTON, part_id: part.part_id, product_path: `/grove-button-seeed-studio-p-${part.part_id}` });
    const found = (await get(t, null, '/opl/search?q=Grove%20Button&facets=0')).json().data.items;
    expect(found.find((p: { sku: string }) => p.sku === BUTTON)).toMatchObject({ part_id: part.part_id, mpn: 'Grove - Button' });
  });

  it('does not count a whole Grove kit as the Grove module the Grove page needs', async () => {
    const kit = await price(null, grove({ items: [{ sku: 'OPL-KIT-001', quantity: 1 }] }));
    expect(kit.json().data.items[0]).toMatchObject({ mpn: 'Grove Beginner Kit for Arduino', grove: false });
    expect(keys(kit)).toContain('kitting.rule.groveRequired');
  });

  it('needs 5 sets and, on the Grove page, a Grove module', async () => {
    const few = await price(null, grove({ sets: 4 }));
    expect(few.json().data.problems).toContainEqual(expect.objectContaining({ field: 'sets', key: 'kitting.rule.setsMin', params: { min: 5 } }));
    const noGrove = await price(null, grove({ items: [{ sku: XIAO, quantity: 1 }] }));
    expect(keys(noGrove)).toContain('kitting.rule.groveRequired');
    const plain = await price(null, grove({ service: 'kitting', items: [{ sku: XIAO, quantity: 1 }] }));
    expect(keys(plain)).toEqual([]);
  });

  it('says how many pieces and sets the stock allows', async () => {
    const res = await price(null, grove({ items: [{ sku: BUTTON, quantity: 300 }], package: { type: 'L' } }));
    const d = res.json().data;
    const stock = d.items[0].stock as number;
    const maxSets = Math.floor(stock / 300);
    expect(maxSets).toBeLessThan(5);
    expect(d.problems).toContainEqual(expect.objectContaining({ field: 'items.0.quantity', key: 'kitting.rule.stock', params: { sku: BUTTON, stock, maxSets } }));
  });

  it('names an unknown part and rejects bad input', async () => {
    expect(keys(await price(null, grove({ items: [{ sku: BUTTON, quantity: 1 }, { sku: 'NO-SUCH-PART', quantity: 1 }] })))).toContain('kitting.rule.unknownPart');
    const nul = await price(null, grove({ items: [{ sku: 'A\u0000B', quantity: 1 }] }));
    expect(nul.statusCode).toBe(422);
    expect((await price(null, grove({ sets: 2 ** 31 }))).statusCode).toBe(422);
    expect((await price(null, grove({ colour: 'red' }))).statusCode).toBe(422);
    expect((await price(null, grove({ package: { type: 'XL' } }))).statusCode).toBe(422);
  });
});

describe('kit files', () => {
  it('takes a PNG sticker and a PDF manual, checked by content, and refuses the rest', async () => {
    expect((await send(null, '/v1/kitting/sticker', PNG, 'sticker.png')).statusCode).toBe(401);
    expect((await send(owner, '/v1/kitting/sticker', PNG, 'sticker.png')).statusCode).toBe(200);
    const pdfSticker = await send(owner, '/v1/kitting/sticker', PDF, 'sticker.png');
    expect(pdfSticker.statusCode).toBe(422);
    expect(pdfSticker.body).toContain('errors.fileTypeOrSize');
    expect((await send(owner, '/v1/kitting/sticker', PNG, 'sticker.gif')).statusCode).toBe(422);
    expect((await send(owner, '/v1/kitting/printing', PDF, 'manual.pdf')).statusCode).toBe(200);
    expect((await send(owner, '/v1/kitting/printing', Buffer.from('hello'), 'manual.pdf')).statusCode).toBe(422);
  });
});

describe('adding a kit to the cart', () => {
  it('adds the kit at the server price once per request id, with its specs in words', async () => {
    const sticker = (await send(owner, '/v1/kitting/sticker', PNG, 'logo.png')).json().data.file_id as string;
    const manual = (await send(owner, '/v1/kitting/printing', PDF, 'guide.pdf')).json().data.file_id as string;
    const pcb = await addPcb(t, owner);
    const pcbs = await get(t, owner, '/v1/kitting/pcbs');
    expect(pcbs.json().data.items.map((i: { cart_item_id: number }) => i.cart_item_id)).toContain(pcb);
    const values = grove({
      items: [{ sku: BUTTON, quantity: 2 }, { sku: XIAO, quantity: 1 }], pcbs: [{ cart_item_id: pcb, quantity: 1 }],
      printing: [{ kind: 'manual', pages: 4, file_id: manual }], sticker: true, sticker_id: sticker, requirements: 'Seal each bag',
    });
    const estimate = (await post(t, owner, '/v1/kitting/price', { values })).json().data;
    expect(estimate.problems).toEqual([]);
    const request_id = rid();
    const res = await post(t, owner, '/v1/cart/add-kitting', { values, request_id });
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ pid: ProductId.Kitting, product: 'kitting', quantity: 5, total: estimate.subtotal, file_name: 'logo.png', selectable: true });
    expect(item.lines.map((l: { key: string }) => l.key)).toEqual(['setup', 'pcb', 'bom', 'printing_material', 'kitting', 'package']);
    const again = await post(t, owner, '/v1/cart/add-kitting', { values, request_id });
    expect(again.json().data.cart_id).toBe(item.cart_id);

    const words = specLine(specWords(item.pid, item.params, 'en', item.quantity), 'en');
    expect(words).toContain('Sets: 5 sets');
    expect(words).toContain('Grove - Button × 2');
    expect(words).toContain('Manual, 4 pages (guide.pdf)');
    expect(words).toContain('Case M 180 × 120 × 45 mm');
    expect(words).toContain('Special requirements: Seal each bag');
    expect(specLine(specWords(item.pid, item.params, 'jp', item.quantity), 'jp')).toContain('セット数：5セット');
  });

  it('refuses a kit with problems, with the files missing, and needs a login', async () => {
    const few = await post(t, owner, '/v1/cart/add-kitting', { values: grove({ sets: 3 }), request_id: rid() });
    expect(few.statusCode).toBe(422);
    expect(few.json().fields).toMatchObject({ 'values.sets': 'kitting.rule.setsMin' });
    const noSticker = await post(t, owner, '/v1/cart/add-kitting', { values: grove({ sticker: true }), request_id: rid() });
    expect(noSticker.json().fields).toMatchObject({ 'values.sticker_id': 'kitting.rule.stickerFile' });
    expect((await post(t, null, '/v1/cart/add-kitting', { values: grove(), request_id: rid() })).statusCode).toBe(401);
  });

  it("answers 404 for another customer's sticker, printed material or PCB item", async () => {
    const sticker = (await send(other, '/v1/kitting/sticker', PNG, 'theirs.png')).json().data.file_id as string;
    const manual = (await send(other, '/v1/kitting/printing', PDF, 'theirs.pdf')).json().data.file_id as string;
    const theirPcb = await addPcb(t, other);
    expect((await post(t, owner, '/v1/cart/add-kitting', { values: grove({ sticker: true, sticker_id: sticker }), request_id: rid() })).statusCode).toBe(404);
    expect((await post(t, owner, '/v1/cart/add-kitting', { values: grove({ printing: [{ kind: 'card', file_id: manual }] }), request_id: rid() })).statusCode).toBe(404);
    expect((await post(t, owner, '/v1/cart/add-kitting', { values: grove({ pcbs: [{ cart_item_id: theirPcb, quantity: 1 }] }), request_id: rid() })).statusCode).toBe(404);
    expect((await price(owner, grove({ pcbs: [{ cart_item_id: theirPcb, quantity: 1 }] }))).statusCode).toBe(404);
    // a sticker id used as printed material is not a printed item (kinds are kept apart)
    const mine = (await send(owner, '/v1/kitting/sticker', PNG, 'mine.png')).json().data.file_id as string;
    expect((await post(t, owner, '/v1/cart/add-kitting', { values: grove({ printing: [{ kind: 'card', file_id: mine }] }), request_id: rid() })).statusCode).toBe(404);
  });
});

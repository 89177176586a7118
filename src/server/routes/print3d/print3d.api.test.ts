// 3D printing over HTTP (issue 12): models measured by the real worker and stored for their owner, refusals by
// content and size, another customer's model answering 404, and parts priced again by the server in the cart.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { cartItems, uploads } from '../../db/schema/index';
import { closeMeshWorkers } from '../../integrations/files/mesh/index';
import { binaryStl, boxTriangles } from '../../integrations/files/mesh/mesh-fixtures';
import { ProductId } from '../../../shared/ids';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';

const TEAPOT = '/work/shared/models/utah_teapot.stl';
const haveTeapot = fs.existsSync(TEAPOT);
if (!haveTeapot) console.warn(`skipping the teapot: ${TEAPOT} is absent (the shared 3D samples)`);

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  other = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await closeMeshWorkers();
});

const upload = (user: TestUser | null, data: Buffer, filename = 'part.stl') => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data, type: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/print3d/model', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(user ? asUser(user.token) : {}) } });
};
const post = (user: TestUser, url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, remoteAddress: uniqueIp(), headers: asUser(user.token) });

const part = (file_id: string, over: Record<string, unknown> = {}) => ({
  file_id, unit: 'mm', process: 'sla', material: 'standard_resin', colour: 'white', finish: 'standard', quantity: 1, ...over,
});

describe('POST /v1/print3d/model', () => {
  it('measures a 20 × 30 × 40 mm box and stores it as a model3d upload of its owner', async () => {
    const res = await upload(owner, binaryStl(boxTriangles(20, 30, 40)), '../box <1>.stl');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'box 1.stl', analysis: { format: 'stl_binary', watertight: true, shells: 1, unit_guess: 'mm' } });
    expect(data.analysis.volume).toBeCloseTo(24_000, 3);
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, data.file_id));
    expect(row).toMatchObject({ ownerId: owner.uid, kind: 'model3d', status: 'analysed' });
  });

  it.skipIf(!haveTeapot)('reads the Utah teapot', async () => {
    const res = await upload(owner, fs.readFileSync(TEAPOT), 'utah_teapot.stl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.analysis).toMatchObject({ triangles: 9438, watertight: true });
  });

  it('refuses a binary STL whose size is not 84 + 50·n, a PDF, and a file over 10 MB, storing nothing', async () => {
    const before = (await t.handle.db.select().from(uploads).where(eq(uploads.ownerId, owner.uid))).length;
    const good = binaryStl(boxTriangles(1, 2, 3));
    const cut = await upload(owner, good.subarray(0, good.length - 7));
    expect(cut.statusCode).toBe(422);
    expect(cut.body).toContain('print3d.file.stlSize');
    const pdf = await upload(owner, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'part.stl');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.body).toContain('print3d.file.wrongType');
    const big = await upload(owner, Buffer.alloc(10 * 1024 * 1024 + 100, 32), 'big.stl');
    expect(big.statusCode).toBe(422);
    expect(big.body).toContain('print3d.file.tooLarge');
    expect((await t.handle.db.select().from(uploads).where(eq(uploads.ownerId, owner.uid))).length).toBe(before);
  });

  it('needs a signed-in customer', async () => {
    expect((await upload(null, binaryStl(boxTriangles(1, 1, 1)))).json().code).not.toBe(0);
  });
});

describe('GET /v1/print3d/model/:id', () => {
  it("answers the owner's model and 404 for another customer", async () => {
    const id = (await upload(owner, binaryStl(boxTriangles(10, 10, 10)))).json().data.file_id as string;
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/print3d/model/${id}`, headers: asUser(owner.token) });
    expect(mine.json().data.file_id).toBe(id);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/print3d/model/${id}`, headers: asUser(other.token) });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('GET /v1/print3d/price-table', () => {
  it('gives visitors the stored table the page prices with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/print3d/price-table' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().data.table as string).processes.sla).toBeDefined();
  });
});

describe('POST /v1/print3d/cart/add', () => {
  it('adds two parts as two priced 3D printing items, once per request id', async () => {
    const a = (await upload(owner, binaryStl(boxTriangles(20, 30, 40)))).json().data.file_id as string;
    const b = (await upload(owner, binaryStl(boxTriangles(1, 1, 2)))).json().data.file_id as string; // inches: 25.4 × 25.4 × 50.8 mm
    const body = {
      parts: [part(a, { quantity: 10 }), part(b, { unit: 'inch', process: 'fdm', material: 'pla', colour: 'red' })],
      request_id: crypto.randomUUID(),
    };
    const res = await post(owner, '/v1/print3d/cart/add', body);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { cart_id: number; pid: number; product: string; total: string; params: Record<string, unknown>; status: number }[];
    expect(items.map((i) => [i.pid, i.product])).toEqual([[ProductId.Printing3D, 'print3d'], [ProductId.Printing3D, 'print3d']]);
    // 10 SLA boxes: 10 × (4.80 + 0.96 + 0.48) × 0.92 + $3 start-up (the table's rates; src/shared/pricing/print3d.test.ts)
    expect(items[0]!.total).toBe(String(4416 + 883 + 442 + 300));
    expect(items[1]!.params).toMatchObject({ unit: 'inch', size_x: 25.4, size_y: 25.4, size_z: 50.8, material: 'pla' });
    const again = await post(owner, '/v1/print3d/cart/add', body);
    expect(again.json().data.items.map((i: { cart_id: number }) => i.cart_id)).toEqual(items.map((i) => i.cart_id));
    const rows = await t.handle.db.select().from(cartItems).where(eq(cartItems.userId, owner.uid));
    expect(rows.filter((r) => r.productId === ProductId.Printing3D)).toHaveLength(2);

    // a new quantity is priced again on the server
    const upd = await post(owner, '/cart/update', { cart_id: items[0]!.cart_id, quantity: 1 });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.total ?? upd.json().data.item?.total).toBe('924');
  });

  it("answers 404 for another customer's model", async () => {
    const id = (await upload(owner, binaryStl(boxTriangles(10, 10, 10)))).json().data.file_id as string;
    const res = await post(other, '/v1/print3d/cart/add', { parts: [part(id)], request_id: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an open mesh, a part larger than the build volume and a material of another process', async () => {
    const open = (await upload(owner, binaryStl(boxTriangles(10, 10, 10).slice(2)))).json().data.file_id as string;
    const huge = (await upload(owner, binaryStl(boxTriangles(400, 300, 300)))).json().data.file_id as string;
    const box = (await upload(owner, binaryStl(boxTriangles(10, 10, 10)))).json().data.file_id as string;
    const r1 = await post(owner, '/v1/print3d/cart/add', { parts: [part(open)], request_id: crypto.randomUUID() });
    expect(r1.statusCode).toBe(422);
    expect(r1.body).toContain('print3d.mesh.open');
    const r2 = await post(owner, '/v1/print3d/cart/add', { parts: [part(huge)], request_id: crypto.randomUUID() });
    expect(r2.body).toContain('print3d.problem.tooLarge');
    const r3 = await post(owner, '/v1/print3d/cart/add', { parts: [part(box, { material: 'pla' })], request_id: crypto.randomUUID() });
    expect(r3.body).toContain('print3d.problem.material');
  });

  it('does not take a Gerber upload id as a model', async () => {
    const [row] = await t.handle.db.insert(uploads).values({
      id: crypto.randomUUID(), ownerId: owner.uid, kind: 'gerber', originalName: 'b.zip', sizeBytes: 1, sha256: 'x', storageKey: 'k', status: 'unanalysed', analysis: {},
    }).returning();
    const res = await post(owner, '/v1/print3d/cart/add', { parts: [part(row!.id)], request_id: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
  });
});

// POST /v1/cart/add and the real cart panel (issue 3 §5): server-side price, statuses, ownership, idempotency,
// and the specials that depend on what is already in the cart.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { tracespaceBoards } from '../../integrations/files/test-support/tracespace-boards';
import { multipartBody } from '../upload/multipart.test-helper';
import { CartItemStatus } from '../../../shared/contracts/cart';
import { ProductId } from '../../../shared/ids';
import { addressBody } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const uploadArduino = async (user: TestUser, kind = 'gerber'): Promise<string> => {
  const zip = tracespaceBoards().find((b) => b.name === 'arduino-uno')?.zip ?? Buffer.alloc(0);
  const { payload, headers } = multipartBody([{ name: 'kind', data: kind }, { name: 'file', filename: 'uno.zip', data: zip }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/file', payload, headers: { ...headers, ...asUser(user.token) }, remoteAddress: uniqueIp() });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.file_id as string;
};

const add = (user: TestUser | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST', url: '/api/v1/cart/add', headers: user ? asUser(user.token) : {},
    payload: { product: 'pcb', tier: 0, values: { sizeConfirmed: true }, request_id: crypto.randomUUID(), ...body },
  });
const dashboard = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/cart/dashboard', headers: asUser(user.token) })).json().data;

describe('POST /v1/cart/add', () => {
  let user: TestUser;
  let fileId = '';
  beforeAll(async () => {
    user = await signUp(t);
    fileId = await uploadArduino(user);
  });

  it('stores a priced board as Active with the server\'s price and the file', async () => {
    const res = await add(user, { file_id: fileId, country: 'US', carrier: 'dhl' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      pid: ProductId.PCB, product: 'pcb', tier: 0, name: 'PCB', status: CartItemStatus.Active, total: '490', unit_price: '49',
      special: 'per_file', quantity: 10, build_days: 3, file_id: fileId, file_name: 'uno.zip',
      lines: [{ key: 'pcb', amount: '1490' }, { key: 'special_discount', amount: '-1000' }],
    });
  });

  it('lets a premium board wait for a quotation, without a price', async () => {
    const res = await add(user, { tier: 5, file_id: fileId, values: { layers: 20, thickness: 2.4, sizeConfirmed: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Premium PCB', status: CartItemStatus.Quotation, total: null, unit_price: null, lines: [] });
  });

  it('adds one item for a double submit with the same request_id', async () => {
    const before = (await dashboard(user)).count;
    const request_id = crypto.randomUUID();
    const body = { product: 'stencil', tier: 0, values: { quantity: 2 }, file_id: fileId, request_id };
    const [a, b] = await Promise.all([add(user, body), add(user, body)]);
    const again = await add(user, body);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([a.json().data.cart_id, b.json().data.cart_id, again.json().data.cart_id]);
    expect(ids.size).toBe(1);
    expect(again.json().data).toMatchObject({ pid: ProductId.Stencil, product: 'stencil', total: '1580', status: CartItemStatus.Active });
    expect((await dashboard(user)).count).toBe(before + 1);
  });

  it('shows the items in the cart panel, latest first, with the priced total', async () => {
    const data = await dashboard(user);
    expect(data.count).toBe(3);
    expect(data.price_total).toBe(String(490 + 1580));
    expect(data.details.map((d: { product_name: string }) => d.product_name)).toEqual(['Stencil', 'Premium PCB', 'PCB']);
    expect(data.details[2]).toMatchObject({ pid: ProductId.PCB, quantity: 10, price: '490', product_thumb: `/api/upload/file/${fileId}/preview/top` });
    expect(data.details[1]).toMatchObject({ price: '0', product_thumb: `/api/upload/file/${fileId}/preview/top` });
    // Someone else's panel is unaffected.
    const stranger = await signUp(t);
    expect(await dashboard(stranger)).toEqual({ count: 0, price_total: '0', details: [] });
  });

  it('answers 404 for another customer\'s file and adds nothing', async () => {
    const stranger = await signUp(t);
    const res = await add(stranger, { file_id: fileId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4040);
    expect((await dashboard(stranger)).count).toBe(0);
  });

  it('refuses invalid values, an unconfirmed default size, unknown fields and a stencil file for a PCB', async () => {
    const bad = await add(user, { values: { quantity: 7, sizeConfirmed: true } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ 'values.quantity': 'pcb.rule.quantityStep' });
    const unconfirmed = await add(user, { values: {} });
    expect(unconfirmed.json().fields).toEqual({ 'values.sizeConfirmed': 'pcb.rule.confirmDefaultSize' });
    const price = await add(user, { price: '1' });
    expect(price.json().fields).toEqual({ price: 'validation.unknownField' });
    const noRequestId = await add(user, { request_id: undefined });
    expect(noRequestId.json().fields).toHaveProperty('request_id');
    const stencilFile = await uploadArduino(user, 'stencil');
    const wrong = await add(user, { file_id: stencilFile });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().key).toBe('upload.wrongKind');
    expect((await dashboard(user)).count).toBe(3);
  });

  it('refuses a board with blind vias in its drill files outside the advanced service', async () => {
    const zip = fs.readFileSync(new URL('../../integrations/files/__fixtures__/x2-kicad-4layer-blind.zip', import.meta.url));
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'blind.zip', data: zip }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/upload/file', payload, headers: { ...headers, ...asUser(user.token) }, remoteAddress: uniqueIp() });
    expect(up.json().data.analysis).toMatchObject({ copper_layers: 4, has_blind_buried: true, warnings: ['gerber.blindBuried'] });
    const blindFile = up.json().data.file_id as string;
    const quick = await add(user, { file_id: blindFile, values: { layers: 4, sizeConfirmed: true } });
    expect(quick.statusCode).toBe(422);
    expect(quick.json().fields).toEqual({ 'values.blindVias': 'pcb.rule.blindViasAdvanced' });
    const advanced = await add(user, { tier: 2, file_id: blindFile, values: { layers: 4, blindVias: true, sizeConfirmed: true } });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().data).toMatchObject({ name: 'Advanced PCB', status: CartItemStatus.Active, file_name: 'blind.zip' });
  });

  it('needs a login', async () => {
    const res = await add(null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4302);
  });
});

describe('an item without its design file (issue 8 §4)', () => {
  const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: asUser(user.token), payload });

  it('waits as "awaiting files upload" with its price, cannot be checked out, and moves on once a file is attached', async () => {
    const user = await signUp(t);
    const stencil = await add(user, { product: 'stencil', tier: 0, values: { quantity: 2 } });
    expect(stencil.json().data).toMatchObject({ status: CartItemStatus.AwaitingFiles, total: '1580', selectable: false, file_id: null });
    const cartId = stencil.json().data.cart_id as number;
    const make = await post(user, '/order/make', {
      cart_ids: [cartId], payment_id: 8, checkout_token: crypto.randomUUID(),
      addressInfo: addressBody('US'),
    });
    expect(make.statusCode).toBe(409);
    expect(make.json().key).toBe('errors.cartItemAwaitingFiles');
    expect((await post(user, '/v1/cart/proforma', { cart_ids: [cartId] })).statusCode).toBe(409);

    // the quantity can still change: priced again, still waiting for the file
    const more = await post(user, '/cart/update', { cart_id: cartId, quantity: 4 });
    expect(more.json().data).toMatchObject({ status: CartItemStatus.AwaitingFiles, quantity: 4 });
    expect(BigInt(more.json().data.total as string)).toBeGreaterThan(1580n);

    const stranger = await signUp(t);
    const theirs = await uploadArduino(stranger);
    expect((await post(user, '/v1/cart/attach-file', { cart_id: cartId, file_id: theirs })).statusCode).toBe(404);
    expect((await post(stranger, '/v1/cart/attach-file', { cart_id: cartId, file_id: theirs })).statusCode).toBe(404);
    const mine = await uploadArduino(user, 'stencil');
    const attached = await post(user, '/v1/cart/attach-file', { cart_id: cartId, file_id: mine });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({ status: CartItemStatus.Active, selectable: true, file_id: mine, file_name: 'uno.zip' });
  });

  it('sends a premium board to its quotation once the file is there; a PCB takes only a Gerber upload', async () => {
    const user = await signUp(t);
    const premium = await add(user, { tier: 5, values: { layers: 20, thickness: 2.4, sizeConfirmed: true } });
    expect(premium.json().data).toMatchObject({ status: CartItemStatus.AwaitingFiles, total: null });
    const cartId = premium.json().data.cart_id as number;
    const wrong = await post(user, '/v1/cart/attach-file', { cart_id: cartId, file_id: await uploadArduino(user, 'stencil') });
    expect(wrong.json().key).toBe('upload.wrongKind');
    const ok = await post(user, '/v1/cart/attach-file', { cart_id: cartId, file_id: await uploadArduino(user) });
    expect(ok.json().data).toMatchObject({ status: CartItemStatus.Quotation, file_name: 'uno.zip' });
  });
});

describe('specials across the cart (spec services §9)', () => {
  it('gives $4.90 to the first 5 PCB files only, and the $1 3-piece special once', async () => {
    const user = await signUp(t);
    const quote = async (values: Record<string, unknown>) =>
      (await t.app.inject({
        method: 'POST', url: '/api/v1/cart/cart-price', headers: asUser(user.token),
        payload: { product: 'pcb', tier: 0, values: { sizeConfirmed: true, ...values }, country: 'JP', carrier: 'dhl' },
      })).json().data;

    const first3 = await add(user, { values: { quantity: 3, sizeConfirmed: true } });
    expect(first3.json().data).toMatchObject({ total: '100', special: 'three_piece' });
    expect(await quote({ quantity: 3 })).toMatchObject({ total: '490', special: 'per_file' });
    const second3 = await add(user, { values: { quantity: 3, sizeConfirmed: true } });
    expect(second3.json().data).toMatchObject({ total: '490', special: 'per_file' });
    for (let i = 0; i < 3; i += 1) expect((await add(user, {})).json().data.total).toBe('490');
    // Five PCB files are in the cart: the sixth pays the normal price, in the estimate and in the cart.
    expect(await quote({})).toMatchObject({ total: '1490', special: null });
    expect((await add(user, {})).json().data).toMatchObject({ total: '1490', special: null });
    // A visitor is quoted as a first design.
    const visitor = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/cart-price',
      payload: { product: 'pcb', tier: 0, values: { sizeConfirmed: true }, country: 'JP', carrier: 'dhl' },
    });
    expect(visitor.json().data.total).toBe('490');
  });
});

// CNC and cable through the real routes (issue 12): model upload read in the CAD worker, the PDF drawing checked by
// content, add to cart (CNC → quotation queue; standard cable priced, custom cable queued), staff quote with
// quantity breaks, the customer's pick at confirm, another customer's files and items answering 404.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { mailOutbox } from '../../db/schema/index';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { post, signUpStaff } from '../cart/cart.test-helper';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { closeCadWorkers } from '../../integrations/files/cad/worker-pool';

const CUBE = new URL('../../../../../shared/models/test_testfiles_simple-basic-cube_cube.stp', import.meta.url);
const haveCube = fs.existsSync(CUBE);
if (!haveCube) console.warn('../shared/models is absent: the CNC model upload tests are skipped');

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  other = await signUp(t);
  staff = await signUpStaff(t);
});
afterAll(async () => {
  await closeCadWorkers();
  await t.close();
});

const send = (user: TestUser | null, url: string, data: Buffer, filename: string) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(user ? asUser(user.token) : {}) } });
};
const rid = () => crypto.randomUUID();
const PART = { length_mm: 40, width_mm: 30, height_mm: 12, material: 'al-6061-t6', quantity: 10 };

describe('CNC', () => {
  it('refuses anonymous uploads, other formats and a STEP without solids', async () => {
    expect((await send(null, '/v1/cnc/model', Buffer.from('ISO-10303-21;'), 'a.step')).statusCode).toBe(401);
    const stl = await send(owner, '/v1/cnc/model', Buffer.from('solid a\nendsolid a\n'), 'part.step');
    expect(stl.statusCode).toBe(422);
    expect(stl.json().msg_key ?? stl.json().key ?? stl.body).toContain('errors.cadWrongType');
    const pdfAsModel = await send(owner, '/v1/cnc/drawing', Buffer.from('ISO-10303-21;\nHEADER;'), 'drawing.pdf');
    expect(pdfAsModel.statusCode).toBe(422);
    expect(pdfAsModel.body).toContain('errors.drawingNotPdf');
  }, 60_000);

  it('validates the form on add: dimensions ≤ 1000 mm, a grade, quantity within bounds', async () => {
    const res = await post(t, owner, '/v1/cart/add', { product: 'cnc', values: { ...PART, length_mm: 1200, material: '', quantity: 0 }, request_id: rid() });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({
      'values.length_mm': 'cnc.rule.dimensionMax', 'values.material': 'cnc.rule.materialRequired', 'values.quantity': 'cnc.rule.quantityMin',
    });
  });

  it.skipIf(!haveCube)('reads the model, queues the part, and is quoted with breaks; the customer confirms a break', async () => {
    const up = await send(owner, '/v1/cnc/model', fs.readFileSync(CUBE), 'cube.stp');
    expect(up.statusCode).toBe(200);
    const model = up.json().data;
    expect(model.analysis).toMatchObject({ format: 'step', solids: 1 });
    expect(model.analysis.size_mm.x).toBeGreaterThan(0);
    // the 3D preview: a binary STL (84 + 50·n bytes) of the cube's tessellation, for the page's viewer
    const stl = Buffer.from(model.preview_stl, 'base64');
    expect(stl.length).toBe(84 + 50 * stl.readUInt32LE(80));
    expect(stl.readUInt32LE(80)).toBe(model.analysis.triangles);

    // another customer cannot use the file
    const foreign = await post(t, other, '/v1/cart/add', { product: 'cnc', values: PART, file_id: model.file_id, request_id: rid() });
    expect(foreign.statusCode).toBe(404);

    const pdf = await send(owner, '/v1/cnc/drawing', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'part.pdf');
    expect(pdf.statusCode).toBe(200);
    const added = await post(t, owner, '/v1/cart/add', {
      product: 'cnc', values: { ...PART, tolerance: 'drawing', drawing_id: pdf.json().data.file_id }, file_id: model.file_id, request_id: rid(),
    });
    expect(added.statusCode).toBe(200);
    const item = added.json().data;
    expect(item).toMatchObject({ product: 'cnc', pid: 2893, status: CartItemStatus.Quotation, total: null, selectable: false });
    expect(item.details.map((d: { key: string }) => d.key)).toContain('material');

    const quoted = await post(t, staff, '/v1/staff/cart/quote', {
      cart_id: item.cart_id, lines: [{ key: 'production', amount: '32000' }], build_days: 8, note: 'Inside corners R1 minimum.',
      breaks: [{ quantity: 50, total: '110000' }, { quantity: 10, total: '32000' }],
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({ status: CartItemStatus.Confirming, total: '32000', quote_breaks: [{ quantity: 10, total: '32000' }, { quantity: 50, total: '110000' }] });

    // the customer's own item only; a quantity the quote has no break for is refused
    expect((await post(t, other, '/v1/cart/confirm-quote', { cart_id: item.cart_id, quantity: 50 })).statusCode).toBe(404);
    expect((await post(t, owner, '/v1/cart/confirm-quote', { cart_id: item.cart_id, quantity: 20 })).statusCode).toBe(422);
    const confirmed = await post(t, owner, '/v1/cart/confirm-quote', { cart_id: item.cart_id, quantity: 50 });
    expect(confirmed.json().data).toMatchObject({ status: CartItemStatus.Confirmed, quantity: 50, total: '110000', unit_price: '2200', selectable: true });
  }, 60_000);
});

describe('cable', () => {
  it('prices a standard cable instantly and adds it Active at that price', async () => {
    const price = await post(t, null, '/v1/cable/price', { values: {} });
    expect(price.statusCode).toBe(200);
    expect(price.json().data).toMatchObject({ manual_quote: false });
    const added = await post(t, owner, '/v1/cart/add', { product: 'cable', values: {}, request_id: rid() });
    expect(added.json().data).toMatchObject({ product: 'cable', pid: 1629, status: CartItemStatus.Active, total: price.json().data.total, selectable: true });
  });

  it('sends a custom cable (M12 end) to the quotation queue', async () => {
    const price = await post(t, null, '/v1/cable/price', { values: { end_b: 'm12-a' } });
    expect(price.json().data).toMatchObject({ manual_quote: true, custom_reasons: ['connector'] });
    const added = await post(t, owner, '/v1/cart/add', { product: 'cable', values: { end_b: 'm12-a' }, request_id: rid() });
    expect(added.json().data).toMatchObject({ status: CartItemStatus.Quotation, total: null });
    // engineering's queue (/staff/cnc-quotes, about 2 working hours) is told, not sales' quotations queue
    const cartId = added.json().data.cart_id as number;
    const mails = (await t.handle.db.select().from(mailOutbox)).filter((m) => m.subject.includes(`cart item ${cartId} `));
    expect(mails.map((m) => m.kind)).toContain('staff_machining_waiting');
    expect(mails.map((m) => m.kind)).not.toContain('staff_quote_waiting');
    expect(mails.find((m) => m.kind === 'staff_machining_waiting')?.textBody).toContain('/staff/cnc-quotes');
  });

  it('answers rule problems per field', async () => {
    const res = await post(t, null, '/v1/cable/price', { values: { end_a: 'jst-sh', gauge: 22 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ 'values.gauge': 'cable.rule.gaugeRange' });
  });
});

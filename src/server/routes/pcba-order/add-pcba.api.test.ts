// POST /v1/cart/add-pcba and GET /v1/pcba/items/:id (issue 11 "Price"): BOMs uploaded through the real reader and
// worker, matched against the starter catalogue, priced by the server. Expected amounts are worked out here from the
// spec's and docs/pcba.md's constants (setup $8 a side + $3 per extended part, stencil $1.50, consumables
// $0.0005 a joint with a $1 floor, SMT $0.0017 a joint, operation $10 under 100 boards, the $25 minimum, 3 %
// attrition, DFA free and +2 days, 15 working days with library parts) and the catalogue's price tiers; the board
// itself is the PCB engine's (tested on its own).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { cartItems, mailOutbox, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { closeBomWorkers } from '../../integrations/files/bom/index';
import { cartHistoryOf, insertTestUpload } from '../../commands/cart/test-support';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { pricePcb } from '../../../shared/pricing/pcb';
import { defaultPcbTables } from '../../../shared/pricing/tables';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import { PcbTier } from '../../../shared/ids';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { repriceStoredPcba } from '../../commands/pcba-order/price-stored';
import { countryIdOf } from '../../commands/address/country-ids';
import { freePcbaShipping } from '../../../shared/params/spec-words';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/bom-samples');
const haveSamples = fs.existsSync(SAMPLES);
if (!haveSamples) console.warn(`skipping the real BOM file cases: ${SAMPLES} is absent (the shared sample data lives beside the checkout)`);

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ staffNotifyEmail: ['sales@fusion.test'] });
  ann = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await closeBomWorkers();
});

/** Starter-catalogue parts (src/server/db/seed/opl): MPN, maker, library type, price tiers (qty: micro-USD). */
const R10 = { mpn: 'RC0603FR-0710RL', maker: 'YAGEO', sku: 'OPL-R0603-001', tiers: [[1, 4400], [100, 2200], [1000, 1100]] };
const C1U = { mpn: 'CL21B105KBFNNNE', maker: 'Samsung', sku: 'OPL-C0805-022', tiers: [[1, 3000], [100, 1800], [1000, 1200]] };
const MCU = { mpn: 'STM32G030F6P6', maker: 'STMicroelectronics', sku: 'OPL-MCU-003', tiers: [[1, 700_000], [10, 630_000], [100, 560_000]] };
const XIAO = { mpn: 'XIAO ESP32C3', maker: 'Seeed Studio', sku: 'OPL-XIAO-003', tiers: [[1, 4_990_000], [10, 4_491_000], [100, 3_992_000]] };

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n') + '\r\n');
const HEADER = ['Designator', 'Quantity', 'MPN', 'Manufacturer', 'Value', 'Footprint'];
const MAPPING = { designator: 0, quantity: 1, mpn: 2, manufacturer: 3, value: 4, footprint: 5 };
const BASIC_BOM = [HEADER, ['R1,R2', '2', R10.mpn, R10.maker, '10', 'R_0603'], ['C1', '1', C1U.mpn, C1U.maker, '1uF', 'C_0805'], ['U1', '1', MCU.mpn, MCU.maker, '', 'TSSOP-20']];

interface BomRead { file_id: string; header_row: number; mapping: Record<string, number>; lines: unknown[] }
const readBomFile = async (user: TestUser, data: Buffer, filename = 'bom.csv'): Promise<BomRead> => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data, type: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/pcba/bom/read', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...asUser(user.token) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BomRead;
};
const readBom = async (user: TestUser, data: Buffer, filename = 'bom.csv'): Promise<string> => (await readBomFile(user, data, filename)).file_id;

const readPlacement = async (user: TestUser, text: string): Promise<string> => {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'pos.csv', data: Buffer.from(text), type: 'text/csv' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/pcba/placement/read', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...asUser(user.token) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_id as string;
};

const PCB_VALUES = { width: 50, height: 50, quantity: 15, sizeConfirmed: true };
const OPTIONS = { quantity: 10, sides: 1, smtJoints: 40, thtJoints: 0 };

interface BodyParts {
  user?: TestUser;
  bomId: string;
  gerberId?: string;
  choices?: unknown[];
  mapping?: Record<string, number>;
  options?: Record<string, unknown>;
  values?: Record<string, unknown>;
  placement?: unknown;
  requestId?: string;
}
const add = async (p: BodyParts) => {
  const user = p.user ?? ann;
  return t.app.inject({
    method: 'POST', url: '/api/v1/cart/add-pcba', headers: asUser(user.token),
    payload: {
      tier: PcbTier.Normal, values: { ...PCB_VALUES, ...p.values }, file_id: p.gerberId ?? (await insertTestUpload(t.handle.db, user.uid)),
      options: { ...OPTIONS, ...p.options },
      bom: { file_id: p.bomId, header_row: 0, mapping: p.mapping ?? MAPPING, choices: p.choices ?? [] },
      ...(p.placement ? { placement: p.placement } : {}),
      request_id: p.requestId ?? crypto.randomUUID(),
    },
  });
};
const addOk = async (p: BodyParts) => {
  const res = await add(p);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { item: { cart_id: number; status: number; total: string | null; lines: { key: string; amount: string }[]; build_days: number; product: string; pid: number; pcba?: unknown }; lines: { line: number; status: string; choice: string; part_sku: string | null; unit_micros: string | null; purchase_link: string; supplied_mpn: string }[] };
};

/** The catalogue's unit price at `qty` (the last tier at or below it), micro-USD. */
const tierAt = (tiers: number[][], qty: number) => BigInt(tiers.filter(([from]) => from! <= qty).at(-1)![1]!);
/** A part line: placed + 3 % spares (rounded up), at the tier of quantity × boards, rounded to the cent. */
const partCents = (perBoard: number, boards: number, tiers: number[][]) => {
  const placed = perBoard * boards;
  const ordered = placed + Math.ceil((placed * 3) / 100);
  const micros = BigInt(ordered) * tierAt(tiers, placed);
  return (micros + 5_000n) / 10_000n;
};
const boardLines = () => pricePcb(PcbTier.Normal, pcbValuesSchema.parse(PCB_VALUES), defaultPcbTables);
const sum = (lines: { amount: string }[]) => lines.reduce((s, l) => s + BigInt(l.amount), 0n);
const amountOf = (lines: { key: string; amount: string }[], key: string) => lines.find((l) => l.key === key)?.amount;

describe('POST /v1/cart/add-pcba: priced by the server', () => {
  it('adds an all-confirmed BOM as an Active item with the price from the spec constants', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const data = await addOk({ bomId });
    expect(data.item).toMatchObject({ product: 'pcba', pid: 1511, status: CartItemStatus.Active, quantity: 10 });
    expect(data.lines.map((l) => [l.status, l.choice, l.part_sku])).toEqual([
      ['confirmed', 'match', R10.sku], ['confirmed', 'match', C1U.sku], ['confirmed', 'match', MCU.sku],
    ]);
    // setup $8 + one extended part (the MCU) $3; stencil $1.50; consumables 400 joints × $0.0005 = $0.20 → $1 floor;
    // assembly 400 × $0.0017 = $0.68; operation $10: $24.18, topped up to $25 by 82 cents.
    const lines = data.item.lines;
    expect(amountOf(lines, 'startup')).toBe('1100');
    expect(amountOf(lines, 'stencil')).toBe('150');
    expect(amountOf(lines, 'consumptive')).toBe('100');
    expect(amountOf(lines, 'assembly')).toBe('68');
    expect(amountOf(lines, 'operation')).toBe('1000');
    expect(amountOf(lines, 'pcba_minimum')).toBe('82');
    expect(amountOf(lines, 'dfa')).toBe('0');
    const components = partCents(2, 10, R10.tiers) + partCents(1, 10, C1U.tiers) + partCents(1, 10, MCU.tiers);
    expect(amountOf(lines, 'component')).toBe(components.toString());
    const board = boardLines();
    expect(BigInt(data.item.total!)).toBe(board.total + 2500n + components);
    expect(BigInt(data.item.total!)).toBe(sum(lines));
    // 15 working days with library parts (the board and soldering are quicker), +2 for the DFA review
    expect(data.item.build_days).toBe(Math.max(15, board.buildDays + 3) + 2);
    expect(data.item.pcba).toEqual({ boards: 10, sides: 1, smt_joints: 40, tht_joints: 0, function_test: false, lines: { confirmed: 3, pending: 0, unavailable: 0 } });
    expect(await cartHistoryOf(t.handle.db, data.item.cart_id)).toEqual([{ from: null, to: String(CartItemStatus.Active), actor: 'customer', actorId: ann.uid }]);
    const [stored] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, data.item.cart_id));
    expect(stored).toMatchObject({ productId: 1511, name: 'PCB Assembly', tier: 0 });
    expect(stored?.weightGrams).toBe(board.weightGrams);
  });

  it('answers the same item for a repeated request_id (one item)', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const requestId = crypto.randomUUID();
    const gerberId = await insertTestUpload(t.handle.db, ann.uid);
    const [a, b] = await Promise.all([add({ bomId, requestId, gerberId }), add({ bomId, requestId, gerberId })]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.item.cart_id).toBe(b.json().data.item.cart_id);
    const rows = await t.handle.db.select().from(cartItems).where(eq(cartItems.requestId, requestId));
    expect(rows).toHaveLength(1);
  });

  it('keeps a line the matcher left Pending waiting for quotation, lines priced so far, no total', async () => {
    const bomId = await readBom(ann, csv([...BASIC_BOM, ['R9', '1', '', '', '4.7k 1%', 'R_0603_1608Metric']]));
    const data = await addOk({ bomId });
    expect(data.lines[3]).toMatchObject({ status: 'pending', choice: 'match', part_sku: null, unit_micros: null });
    expect(data.item.status).toBe(CartItemStatus.Quotation);
    expect(data.item.total).toBeNull();
    expect(data.item.pcba).toMatchObject({ lines: { confirmed: 3, pending: 1, unavailable: 0 } });
    const [line] = await t.handle.db.select().from(pcbaBomLines).where(eq(pcbaBomLines.cartItemId, data.item.cart_id)).orderBy(pcbaBomLines.lineNo).offset(3);
    expect((line?.suggestions as unknown[]).length).toBeGreaterThan(0);
    // the BOM check owns it: the team that checks BOMs hears of it, sales do not (routes/bom-check/one-queue.api.test.ts)
    const bomMails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff_bom_waiting'));
    expect(bomMails.map((m) => m.subject)).toContain(`BOM check waiting: cart item ${data.item.cart_id} (PCB Assembly)`);
    const quoteMails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff_quote_waiting'));
    expect(quoteMails.map((m) => m.subject)).not.toContain(`Quotation waiting: cart item ${data.item.cart_id} (PCB Assembly)`);
  });

  it('settles a Pending line with a suggestion or a library part at its tier price, and consigned parts cost nothing', async () => {
    const bomId = await readBom(ann, csv([...BASIC_BOM, ['R9', '1', '', '', '4.7k 1%', 'R_0603_1608Metric']]));
    const viaLibrary = await addOk({ bomId, choices: [{ line: 4, choice: 'library', sku: R10.sku }] });
    expect(viaLibrary.lines[3]).toMatchObject({ status: 'confirmed', choice: 'library', part_sku: R10.sku, unit_micros: String(tierAt(R10.tiers, 10)) });
    expect(viaLibrary.item.status).toBe(CartItemStatus.Active);

    const viaSuggestion = await addOk({ bomId, choices: [{ line: 4, choice: 'suggestion', sku: C1U.sku }, { line: 3, choice: 'consigned' }] });
    expect(viaSuggestion.lines[3]).toMatchObject({ status: 'confirmed', choice: 'suggestion', part_sku: C1U.sku });
    expect(viaSuggestion.lines[2]).toMatchObject({ status: 'confirmed', choice: 'consigned', part_sku: null, unit_micros: null });
    expect(viaSuggestion.item.status).toBe(CartItemStatus.Active);
    const components = partCents(2, 10, R10.tiers) + partCents(1, 10, C1U.tiers) + partCents(1, 10, C1U.tiers);
    expect(amountOf(viaSuggestion.item.lines, 'component')).toBe(components.toString());
  });

  it('refuses a SKU the catalogue lacks and a choice for a line that does not exist (400)', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const unknown = await add({ bomId, choices: [{ line: 1, choice: 'library', sku: 'NO-SUCH-SKU' }] });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().data?.fields ?? unknown.json().fields ?? unknown.body).toBeTruthy();
    const missing = await add({ bomId, choices: [{ line: 4, choice: 'consigned' }] });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.body).toContain('bom.choices.4');
  });

  it('needs a purchase link or another MPN for an Unavailable line (400), and waits for staff with one', async () => {
    const bomId = await readBom(ann, csv([...BASIC_BOM, ['J1', '1', 'ZZQ-NOSUCH-998877', 'Nobody', '', '']]));
    const refused = await add({ bomId });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('pcba.supplyRequired');
    expect(refused.body).toContain('bom.choices.4');
    const supplied = await addOk({ bomId, choices: [{ line: 4, choice: 'supplied', purchase_link: 'https://example.com/part', mpn: '' }] });
    expect(supplied.lines[3]).toMatchObject({ status: 'unavailable', choice: 'supplied', purchase_link: 'https://example.com/part', supplied_mpn: '' });
    expect(supplied.item.status).toBe(CartItemStatus.Quotation);
    const noSupply = await add({ bomId, choices: [{ line: 4, choice: 'supplied', purchase_link: '', mpn: '' }] });
    expect(noSupply.statusCode).toBe(422);
  });

  it.skipIf(!haveSamples)('orders a real BOM (cvra) once every Unavailable line has a supply', async () => {
    const { file_id: bomId, header_row: headerRow, mapping, lines } = await readBomFile(ann, fs.readFileSync(path.join(SAMPLES, 'cvra-BOM.xls')), 'cvra-BOM.xls');
    const refused = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/add-pcba', headers: asUser(ann.token),
      payload: {
        tier: 0, values: PCB_VALUES, file_id: await insertTestUpload(t.handle.db, ann.uid), options: OPTIONS,
        bom: { file_id: bomId, header_row: headerRow, mapping, choices: [] }, request_id: crypto.randomUUID(),
      },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const lineNumbers = Object.keys(refused.json().fields ?? refused.json().data?.fields ?? {}).map((k) => Number(k.split('.').at(-1)));
    expect(lineNumbers.length).toBeGreaterThan(0);
    const choices = lineNumbers.map((line) => ({ line, choice: 'supplied', mpn: `CUSTOMER-${line}` }));
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/add-pcba', headers: asUser(ann.token),
      payload: {
        tier: 0, values: PCB_VALUES, file_id: await insertTestUpload(t.handle.db, ann.uid), options: OPTIONS,
        bom: { file_id: bomId, header_row: headerRow, mapping, choices }, request_id: crypto.randomUUID(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines).toHaveLength(lines.length);
    expect(res.json().data.item.status).toBe(CartItemStatus.Quotation);
  });

  it('applies the automatic 30 % coupon to the assembly charges when a XIAO module is on the BOM', async () => {
    const bomId = await readBom(ann, csv([HEADER, ['U1', '1', XIAO.mpn, XIAO.maker, '', ''], ['R1', '1', R10.mpn, R10.maker, '10', 'R_0603']]));
    const data = await addOk({ bomId, options: { smtJoints: 2000 } });
    // setup $8 + $3 (XIAO is extended), stencil $1.50, consumables 20,000 × $0.0005 = $10, assembly 20,000 × $0.0017
    // = $34, operation $10: $66.50 of assembly charges, 30 % off = $19.95
    const charges = 1100n + 150n + 1000n + 3400n + 1000n;
    expect(amountOf(data.item.lines, 'pcba_minimum')).toBeUndefined();
    expect(amountOf(data.item.lines, 'pcba_coupon')).toBe((-(charges * 30n) / 100n).toString());
    expect(BigInt(data.item.total!)).toBe(sum(data.item.lines));
    const none = await addOk({ bomId: await readBom(ann, csv(BASIC_BOM)) });
    expect(amountOf(none.item.lines, 'pcba_coupon')).toBeUndefined();
  });
});

describe('POST /v1/cart/add-pcba: refusals', () => {
  it('answers 404 for another customer\'s Gerber, BOM or placement file', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const bobsBom = await readBom(bob, csv(BASIC_BOM));
    const bobsGerber = await insertTestUpload(t.handle.db, bob.uid);
    const bobsPlacement = await readPlacement(bob, 'Designator,Mid X,Mid Y,Layer,Rotation\nR1,1mm,1mm,Top,0\n');
    expect((await add({ bomId, gerberId: bobsGerber })).statusCode).toBe(404);
    expect((await add({ bomId: bobsBom })).statusCode).toBe(404);
    expect((await add({ bomId, placement: { file_id: bobsPlacement } })).statusCode).toBe(404);
    // a placement upload is not a Gerber either
    const annsPlacement = await readPlacement(ann, 'Designator,Mid X,Mid Y,Layer,Rotation\nR1,1mm,1mm,Top,0\n');
    expect((await add({ bomId, gerberId: annsPlacement })).statusCode).toBe(404);
  });

  it('refuses a mapping that builds no line (400)', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const noDesignator = await add({ bomId, mapping: { quantity: 1, mpn: 2 } });
    expect(noDesignator.statusCode, noDesignator.body).toBe(400);
    expect(noDesignator.body).toContain('bom.mapping.designator');
    const outside = await add({ bomId, mapping: { ...MAPPING, designator: 40 } });
    expect(outside.statusCode, outside.body).toBe(400);
  });

  it('refuses a PCB quantity not larger than the assembly quantity (400), before reading anything', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const res = await add({ bomId, values: { quantity: 10 }, options: { quantity: 10 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('pcba.rule.pcbQuantityLarger');
  });

  it('refuses a premium board (manual quote page)', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/add-pcba', headers: asUser(ann.token),
      payload: { tier: PcbTier.Premium, values: PCB_VALUES, file_id: await insertTestUpload(t.handle.db, ann.uid), options: OPTIONS, bom: { file_id: bomId, header_row: 0, mapping: MAPPING }, request_id: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('placement and the stored item', () => {
  it('stores the placement, rotations and convention, and keeps its designator problems as warnings', async () => {
    const bomId = await readBom(ann, csv(BASIC_BOM));
    const placementId = await readPlacement(ann, 'Designator,Mid X,Mid Y,Layer,Rotation\nR1,1mm,1mm,Top,0\nR2,2mm,1mm,Top,90\nC1,3mm,1mm,Top,0\nJ9,5mm,5mm,Top,0\n');
    const data = await addOk({ bomId, placement: { file_id: placementId, rotations: [{ designator: 'R1', deg: 90 }], convention: 'kicad-jlcpcb' } });
    const [item] = await t.handle.db.select().from(pcbaItems).where(eq(pcbaItems.cartItemId, data.item.cart_id));
    expect(item).toMatchObject({ placementUploadId: placementId, rotations: [{ designator: 'R1', deg: 90 }], rotationConvention: 'kicad-jlcpcb', bomFileId: bomId, bomHeaderRow: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/pcba/items/${data.item.cart_id}`, headers: asUser(ann.token) });
    expect(res.statusCode).toBe(200);
    const problems = (res.json().data.item.problems as { key: string; params: { designators: string } }[]);
    expect(problems).toContainEqual(expect.objectContaining({ key: 'placement.missingFromCpl', params: { designators: 'U1' } }));
    expect(problems).toContainEqual(expect.objectContaining({ key: 'placement.notInBom', params: { designators: 'J9' } }));
    expect(data.item.status).toBe(CartItemStatus.Active);
  });

  it('GET /v1/pcba/items/:id answers the owner only', async () => {
    const data = await addOk({ bomId: await readBom(ann, csv(BASIC_BOM)) });
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/pcba/items/${data.item.cart_id}`, headers: asUser(ann.token) });
    expect(mine.json().data.lines).toHaveLength(3);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/pcba/items/${data.item.cart_id}`, headers: asUser(bob.token) });
    expect(theirs.statusCode).toBe(404);
  });

  it('repriceStoredPcba moves an item to Active once staff settle its last open line', async () => {
    const bomId = await readBom(ann, csv([...BASIC_BOM, ['R9', '1', '', '', '4.7k 1%', 'R_0603_1608Metric']]));
    const data = await addOk({ bomId });
    expect(data.item.status).toBe(CartItemStatus.Quotation);
    await t.handle.db.transaction(async (tx) => {
      await tx.update(pcbaBomLines).set({ status: 'confirmed', choice: 'staff', partSku: R10.sku, unitMicros: 4400n })
        .where(eq(pcbaBomLines.cartItemId, data.item.cart_id));
      await repriceStoredPcba(tx, { clock: t.clock, config: t.config }, data.item.cart_id, { type: 'staff', id: bob.uid }, 'BOM line settled');
    });
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, data.item.cart_id));
    expect(row?.status).toBe(CartItemStatus.Active);
    expect(row?.totalCents).not.toBeNull();
    const history = await cartHistoryOf(t.handle.db, data.item.cart_id);
    expect(history.at(-1)).toEqual({ from: String(CartItemStatus.Quotation), to: String(CartItemStatus.Active), actor: 'staff', actorId: bob.uid });
  });
});

describe('checkout and the order: free shipping on PCBA orders (services §1)', () => {
  const address = {
    first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', phone: '+1 415 555 0100', buyer_type: 'business',
    country_id: countryIdOf('US')!, province: 'California', city: 'San Francisco', postcode: '94105', street_address: '1 Market Street',
  };
  const call = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: asUser(ann.token), payload: payload as object });

  it('ships a shipment with a PCBA item free, orders it at the server price and says so on the invoice', async () => {
    const data = await addOk({ bomId: await readBom(ann, csv(BASIC_BOM)) });
    const checkout = await call('/v1/new-checkout/checkout', { cart_ids: [data.item.cart_id], address });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const c = checkout.json().data as { shipping_fee: string; free_shipping: boolean; subtotal: string };
    expect(c).toMatchObject({ shipping_fee: '0', free_shipping: true, subtotal: data.item.total });

    const made = await call('/order/make', { cart_ids: [data.item.cart_id], addressInfo: address, payment_id: 2, checkout_token: crypto.randomUUID() });
    expect(made.statusCode, made.body).toBe(200);
    const orderId = made.json().data.order_id as number;
    const invoice = await t.app.inject({ method: 'GET', url: `/api/v1/order/invoice?id=${orderId}`, headers: asUser(ann.token) });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const inv = invoice.json().data as { shipment: string; subtotal: string; items: { product_id: number; model: string; quantity: number; total: string }[] };
    expect(inv.shipment).toBe('0');
    expect(inv.items).toEqual([expect.objectContaining({ product_id: 1511, model: 'PCBA-2L-STD', quantity: 10, total: data.item.total })]);
    expect(freePcbaShipping(inv.shipment, inv.items.map((i) => i.product_id))).toBe(true);
    // the ordered item keeps its BOM lines for the order page
    const item = await t.app.inject({ method: 'GET', url: `/api/v1/pcba/items/${data.item.cart_id}`, headers: asUser(ann.token) });
    expect(item.json().data.lines).toHaveLength(3);
    // and it is no longer re-priced: it left the cart
    await expect(t.handle.db.transaction((tx) => repriceStoredPcba(tx, { clock: t.clock, config: t.config }, data.item.cart_id, { type: 'system', id: null }, 'test')))
      .rejects.toMatchObject({ status: 409 });
  });

  it('charges shipping for a bare PCB alone and not once a PCBA item shares its shipment', async () => {
    const pcb = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/add', headers: asUser(ann.token),
      payload: { product: 'pcb', tier: 0, values: { width: 50, height: 50, sizeConfirmed: true }, file_id: await insertTestUpload(t.handle.db, ann.uid), request_id: crypto.randomUUID() },
    });
    expect(pcb.statusCode, pcb.body).toBe(200);
    const pcbId = pcb.json().data.cart_id as number;
    const alone = (await call('/v1/new-checkout/checkout', { cart_ids: [pcbId], address })).json().data as { shipping_fee: string; free_shipping: boolean };
    expect(BigInt(alone.shipping_fee)).toBeGreaterThan(0n);
    expect(alone.free_shipping).toBe(false);
    const pcba = await addOk({ bomId: await readBom(ann, csv(BASIC_BOM)) });
    const both = (await call('/v1/new-checkout/checkout', { cart_ids: [pcbId, pcba.item.cart_id], address })).json().data as { shipping_fee: string; free_shipping: boolean };
    expect(both).toMatchObject({ shipping_fee: '0', free_shipping: true });
  });
});

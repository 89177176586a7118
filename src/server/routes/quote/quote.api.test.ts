// POST /v1/cart/cart-param and /v1/cart/cart-price through the real app (issue 3 §2, §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { tablesFromJson } from '../../../shared/pricing/serialize';
import type { PcbTables } from '../../../shared/pricing/tables';
import { ParamControl } from '../../../shared/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Param { key: string; control: number; value: unknown; choices?: { value: unknown; disabled?: boolean }[] }
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1/cart/${url}`, payload: payload as object });
const param = async (payload: unknown) => {
  const res = await post('cart-param', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { params: Param[]; problems: { key: string }[]; tables: { product: string; shipping: string }; carriers: string[]; countries: string[] };
};
const find = (params: Param[], key: string) => params.find((p) => p.key === key);
const price = (payload: Record<string, unknown>) =>
  post('cart-price', { product: 'pcb', tier: 0, country: 'US', carrier: 'dhl', ...payload });
const board = (over: Record<string, unknown> = {}) => ({ sizeConfirmed: true, ...over });

describe('POST /v1/cart/cart-param', () => {
  it('serves the quick-turn schema with control states, the stored tables and the shipping choices', async () => {
    const data = await param({ product: 'pcb', tier: 0 });
    expect(find(data.params, 'minDrill')?.control).toBe(ParamControl.Disabled);
    expect(find(data.params, 'layers')?.choices?.map((c) => c.value)).toEqual([1, 2, 4, 6]);
    expect(find(data.params, 'blindVias')).toBeUndefined();
    expect(find(data.params, 'innerCopper')).toMatchObject({ control: ParamControl.Disabled, value: null });
    const tables = tablesFromJson<PcbTables>(data.tables.product);
    expect(tables.specials.perFileCents).toBe(490n);
    expect(data.carriers).toContain('dhl');
    expect(data.countries).toContain('JP');
    expect(data.countries).not.toContain('KP');
    // every country checkout ships to, not only those with a zone of their own (issue 8 §5)
    expect(data.countries).toContain('BR');
  });

  it('changes control states with the values', async () => {
    const white = await param({ product: 'pcb', tier: 0, values: { maskColour: 'white' } });
    expect(find(white.params, 'silkscreen')).toMatchObject({ control: ParamControl.Disabled, value: 'black' });
    const small = await param({ product: 'pcb', tier: 0, values: { width: 50, height: 50 } });
    expect(find(small.params, 'finish')?.choices?.find((c) => c.value === 'osp')?.disabled).toBe(true);
    const four = await param({ product: 'pcb', tier: 2, values: { layers: 4 } });
    expect(find(four.params, 'innerCopper')?.control).toBe(ParamControl.Active);
    expect(find(four.params, 'blindVias')?.control).toBe(ParamControl.Active);
    const alu = await param({ product: 'pcb', tier: 2, values: { material: 'aluminum', layers: 2 } });
    expect(find(alu.params, 'blindVias')?.control).toBe(ParamControl.Disabled);
  });

  it('offers the advanced and premium ranges', async () => {
    const adv = await param({ product: 'pcb', tier: 2 });
    expect(find(adv.params, 'layers')?.choices?.map((c) => c.value)).toContain(16);
    expect(find(adv.params, 'minDrill')?.choices?.map((c) => c.value)).toContain(0.2);
    expect(find(adv.params, 'traceSpace')?.choices?.map((c) => c.value)).toContain('4/4');
    const premium = await param({ product: 'pcb', tier: 5 });
    expect(find(premium.params, 'layers')?.choices?.map((c) => c.value)).toContain(32);
  });

  it('serves the stencil schema, with the framing fixed for a frameless-only size', async () => {
    const data = await param({ product: 'stencil', values: { size: '380x280' } });
    expect(find(data.params, 'framed')).toMatchObject({ control: ParamControl.Disabled, value: false });
    expect(find(data.params, 'quantity')?.control).toBe(ParamControl.Min);
  });

  it('rejects unknown fields and unknown parameters by name', async () => {
    const res = await post('cart-param', { product: 'pcb', tier: 0, values: { colour: 'red' }, extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ 'values.colour': 'validation.unknownField', extra: 'validation.unknownField' });
    expect((await post('cart-param', { product: 'pcb', tier: 3 })).statusCode).toBe(422);
  });
});

describe('POST /v1/cart/cart-price', () => {
  it('prices the default 10 pcs 2-layer board at the $4.90 special, with shipping', async () => {
    const res = await price({ values: board() });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: '490', manual_quote: false, special: 'per_file', build_days: 3 });
    expect(data.lines).toEqual([{ key: 'pcb', amount: '1490' }, { key: 'special_discount', amount: '-1000' }]);
    expect(data.shipping).toMatchObject({ carrier: 'dhl', cost: expect.stringMatching(/^\d+$/), days: { min: 3, max: 6 } });
    expect(data.weight_grams).toBeGreaterThan(0);
  });

  it('still estimates a board left at 100×100 mm, reporting the missing confirmation', async () => {
    const res = await price({});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe('490');
    expect(res.json().data.problems.map((p: { key: string }) => p.key)).toContain('pcb.rule.confirmDefaultSize');
  });

  it('changes the price with the colour: a non-green mask costs its run, an uncommon colour adds $50 and 2 working days', async () => {
    const green = (await price({ tier: 2, values: board() })).json().data;
    const red = (await price({ tier: 2, values: board({ maskColour: 'red' }) })).json().data;
    const purple = (await price({ tier: 2, values: board({ maskColour: 'purple' }) })).json().data;
    expect(BigInt(red.total) - BigInt(green.total)).toBe(200n);
    expect(red.build_days - green.build_days).toBe(1);
    expect(BigInt(purple.total) - BigInt(green.total)).toBe(5000n);
    expect(purple.build_days - green.build_days).toBe(2);
    expect(purple.lines).toContainEqual({ key: 'uncommon_option', amount: '5000' });
    // A non-special quick-turn board changes price with a finish as well.
    const plain = (await price({ values: board({ quantity: 50 }) })).json().data;
    const enig = (await price({ values: board({ quantity: 50, finish: 'enig' }) })).json().data;
    expect(BigInt(enig.total)).toBeGreaterThan(BigInt(plain.total));
  });

  it('answers premium boards with a manual quote and no price', async () => {
    const res = await price({ tier: 5, values: board({ layers: 20, thickness: 2.4 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ manual_quote: true, total: '0', lines: [], special: null });
  });

  it('returns warnings with the price and refuses invalid values with the rules\' keys', async () => {
    const wide = await price({ values: board({ width: 150, height: 120 }) });
    expect(wide.statusCode).toBe(200);
    expect(wide.json().data.problems).toContainEqual(expect.objectContaining({ field: 'width', key: 'pcb.rule.sizeWarning', severity: 'warning' }));

    const bad = await price({ values: board({ finish: 'osp', width: 50, height: 50, maskColour: 'white', silkscreen: 'white' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      key: 'errors.validation',
      fields: { 'values.finish': 'pcb.rule.ospSize', 'values.silkscreen': 'pcb.rule.whiteMaskSilkscreen' },
    });
    const blind = await price({ values: board({ blindVias: true }) });
    expect(blind.json().fields).toEqual({ 'values.blindVias': 'pcb.rule.blindViasAdvanced' });
    const odd = await post('cart-price', { product: 'stencil', values: { quantity: 3 }, country: 'JP', carrier: 'dhl' });
    expect(odd.json().fields).toEqual({ 'values.quantity': 'stencil.rule.quantityEven' });
  });

  it('rejects unknown fields, a bad carrier and a browser-sent price', async () => {
    const res = await price({ values: board(), total: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ total: 'validation.unknownField' });
    expect((await price({ values: board(), carrier: 'pigeon' })).statusCode).toBe(422);
  });

  it('prices stencils and reports shipping problems instead of failing', async () => {
    const res = await post('cart-price', { product: 'stencil', values: { quantity: 4 }, country: 'KP', carrier: 'dhl' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: '3160', shipping: { carrier: 'dhl', problem: 'shipping.unavailableCountry' } });
    const ocs = await post('cart-price', { product: 'stencil', values: {}, country: 107, carrier: 'ocs' });
    expect(ocs.json().data.shipping).toMatchObject({ carrier: 'ocs', cost: expect.any(String) });
  });

  it('reads the prices from the stored tables, not from code', async () => {
    const { priceTables } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const { tablesToJson } = await import('../../../shared/pricing/serialize');
    const { defaultStencilTables } = await import('../../../shared/pricing/tables');
    const changed = { ...defaultStencilTables, sheet: { ...defaultStencilTables.sheet, '380x280': { frameless: 1000n, framed: null } } };
    await t.handle.db.update(priceTables).set({ data: tablesToJson(changed) }).where(eq(priceTables.key, 'stencil'));
    const res = await post('cart-price', { product: 'stencil', values: { quantity: 2 }, country: 'JP', carrier: 'dhl' });
    expect(res.json().data.total).toBe('2000');
    await t.handle.db.update(priceTables).set({ data: tablesToJson(defaultStencilTables) }).where(eq(priceTables.key, 'stencil'));
  });

  it('does not reveal a file id the visitor does not own', async () => {
    const res = await price({ values: board(), file_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the quote, cart and upload paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/v1/cart/cart-param', '/api/v1/cart/cart-price', '/api/v1/cart/add', '/api/upload/file', '/api/upload/file/{id}',
    ]));
  });
});

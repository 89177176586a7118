import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type Customer } from './sign-up.test-helper';

let t: TestApp;
let ann: Customer;
let bob: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => t.close());

const US = 233; // see country-ids.ts; asserted below through the country list
const address = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', street_address: '1 Market Street', country_id: US,
  province: 'California', city: 'San Francisco', postcode: '94105', phone: '+1 415 555 0100', buyer_type: 'business', ...over,
});

const create = (who: Customer, body: Record<string, unknown>, url = '/api/v1/user/address/create') =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: body });
const list = async (who: Customer, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/address/index?lang=${lang}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; is_default: boolean; country_name: string; postcode: string; province: string }[];
};

describe('address book: login and input', () => {
  it('needs a login (4302) for every address route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/address/index'], ['GET', '/api/v1/user/address/country'], ['GET', '/api/v1/user/address/region?country_id=107'],
      ['POST', '/api/v1/user/address/create'], ['PUT', '/api/v1/user/address/update?id=1'], ['DELETE', '/api/v1/user/address/delete?id=1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? address() : undefined });
      expect(res.json().code, url).toBe(4302);
    }
  });

  it('lists countries with ids, flags and names in the request language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/user/address/country', headers: ann.headers });
    const countries = en.json().data as { id: number; iso2: string; name: string; postcode_required: boolean; tax_number_required: boolean }[];
    expect(countries.find((c) => c.iso2 === 'JP')).toMatchObject({ id: 107, name: 'Japan', postcode_required: true });
    expect(countries.find((c) => c.iso2 === 'CN')).toMatchObject({ id: 44, courier_remark_required: true });
    expect(countries.find((c) => c.iso2 === 'BR')).toMatchObject({ tax_number_required: true });
    expect(countries.find((c) => c.iso2 === 'HK')).toMatchObject({ postcode_required: false });
    expect(countries.find((c) => c.iso2 === 'US')?.id).toBe(US);
    const jp = await t.app.inject({ method: 'GET', url: '/api/v1/user/address/country?lang=jp', headers: ann.headers });
    expect((jp.json().data as { iso2: string; name: string }[]).find((c) => c.iso2 === 'JP')?.name).toBe('日本');
  });

  it('lists regions of a country and rejects an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/address/region?country_id=107', headers: ann.headers });
    const regions = res.json().data as { code: string; name: string }[];
    expect(regions).toHaveLength(47);
    expect(regions.map((r) => r.name)).toContain('Tokyo');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/user/address/region?country_id=9999', headers: ann.headers });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/user/address/region?country_id=abc', headers: ann.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('rejects bad input with field keys and saves nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [address({ postcode: '123' }), { postcode: 'validation.postcode' }],
      [address({ street_address: 'P.O. Box 12' }), { street_address: 'validation.poBox' }],
      [address({ phone: '' }), { phone: 'validation.required' }],
      [address({ province: 'Atlantis' }), { province: 'validation.regionUnknown' }],
      [address({ country_id: 9999 }), { country_id: 'validation.countryUnknown' }],
      [address({ country_id: 31, province: 'São Paulo', postcode: '01310-100' }), { tax_number: 'validation.taxNumberRequired' }],
      [address({ country_id: 44, province: 'Beijing', postcode: '100000' }), { cn_courier_remark: 'validation.courierRemarkRequired' }],
      [address({ user_id: 5 }), { user_id: 'validation.unknownField' }],
    ];
    for (const [body, fields] of cases) {
      const res = await create(ann, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fields).toMatchObject(fields);
    }
    expect(await list(ann)).toEqual([]);
  });
});

describe('address book: saving and defaults', () => {
  it('creates addresses; the first becomes the default, a new default clears the old one', async () => {
    const first = await create(ann, address());
    expect(first.statusCode).toBe(200);
    expect(first.json().data.address).toMatchObject({ is_default: true, country_iso2: 'US', country_name: 'United States' });
    expect(first.json().data.warnings).toEqual({});

    const second = await create(ann, address({ city: 'Oakland', postcode: '94607' }));
    expect(second.json().data.address.is_default).toBe(false);

    const third = await create(ann, address({ city: 'Berkeley', postcode: '94704', is_default: true }));
    expect(third.json().data.address.is_default).toBe(true);

    const rows = await list(ann);
    expect(rows.map((r) => r.id)).toEqual([third.json().data.address.id, second.json().data.address.id, first.json().data.address.id]);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('accepts Japanese addresses, normalises the postcode and warns about non-Latin text', async () => {
    const res = await create(bob, address({ country_id: 107, province: 'tokyo', city: '千代田区', postcode: '1000001', street_address: '丸の内1-1' }));
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.address).toMatchObject({ postcode: '100-0001', province: 'Tokyo', is_default: true });
    expect(saved.warnings).toEqual({ city: 'validation.latinRecommended', street_address: 'validation.latinRecommended' });
    expect((await list(bob, 'jp'))[0]?.country_name).toBe('日本');
  });

  it('accepts 000000 for a country without postcodes and a Brazilian address with a CPF', async () => {
    const hk = await create(bob, address({ country_id: 95, province: '', postcode: '000000' }));
    expect(hk.statusCode).toBe(200);
    expect(hk.json().data.address.country_iso2).toBe('HK');
    const br = await create(bob, address({ country_id: 31, province: 'São Paulo', postcode: '01310-100', tax_number: '123.456.789-09', tax_number_type: 'personal_id' }));
    expect(br.statusCode).toBe(200);
  });

  it('updates an address and moves the default with is_default', async () => {
    const rows = await list(ann);
    const other = rows.find((r) => !r.is_default);
    if (!other) throw new Error('need a non-default address');
    const res = await t.app.inject({
      method: 'PUT', url: `/api/v1/user/address/update?id=${other.id}`, headers: ann.headers,
      payload: address({ city: 'Palo Alto', postcode: '94301', is_default: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address).toMatchObject({ id: other.id, is_default: true });
    const after = await list(ann);
    expect(after[0]?.id).toBe(other.id);
    expect(after.filter((r) => r.is_default)).toHaveLength(1);

    // clearing the flag on the only default keeps it: an address book always has a default
    const keep = await t.app.inject({
      method: 'PUT', url: `/api/v1/user/address/update?id=${other.id}`, headers: ann.headers, payload: address({ is_default: false }),
    });
    expect(keep.json().data.address.is_default).toBe(true);
  });

  it('validates updates like creations', async () => {
    const [row] = await list(ann);
    const res = await t.app.inject({
      method: 'PUT', url: `/api/v1/user/address/update?id=${row?.id}`, headers: ann.headers, payload: address({ postcode: 'ABC' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ postcode: 'validation.postcode' });
  });

  it("answers 404 for another account's address on update and delete, and changes nothing", async () => {
    const [annsDefault] = await list(ann);
    const id = annsDefault?.id;
    const upd = await t.app.inject({ method: 'PUT', url: `/api/v1/user/address/update?id=${id}`, headers: bob.headers, payload: address() });
    expect(upd.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/address/delete?id=${id}`, headers: bob.headers });
    expect(del.statusCode).toBe(404);
    expect((await list(ann)).map((r) => r.id)).toContain(id);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/v1/user/address/delete?id=999999', headers: ann.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('deleting the default promotes the most recently added remaining address', async () => {
    const carl = await signUp(t);
    const a = (await create(carl, address({ city: 'A' }))).json().data.address.id as number;
    const b = (await create(carl, address({ city: 'B' }))).json().data.address.id as number;
    const c = (await create(carl, address({ city: 'C' }))).json().data.address.id as number;
    expect((await list(carl)).find((r) => r.is_default)?.id).toBe(a);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/address/delete?id=${a}`, headers: carl.headers });
    expect(res.json().data).toEqual({ id: a, default_id: c });
    expect((await list(carl)).map((r) => [r.id, r.is_default])).toEqual([[c, true], [b, false]]);

    // deleting a non-default leaves the default alone
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/address/delete?id=${b}`, headers: carl.headers });
    expect(del.json().data).toEqual({ id: b, default_id: c });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/user/address/delete?id=${c}`, headers: carl.headers });
    expect(await list(carl)).toEqual([]);
  });

  it('keeps exactly one default when several addresses are created at once', async () => {
    const dana = await signUp(t);
    const results = await Promise.all([1, 2, 3, 4].map((i) => create(dana, address({ city: `City ${i}` }))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await list(dana);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });
});

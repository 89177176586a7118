import { describe, expect, it } from 'vitest';
import {
  NO_POSTCODE, addressBodySchema, addressFormSchema, addressIssues, addressWarnings, checkPostcode, isLatinText, isPoBox,
  normalizePostcode, type AddressInput,
} from './address';

const base: AddressInput = {
  first_name: 'Ada', last_name: 'Lovelace', street_address: '1 Main Street', country_id: 1, city: 'Springfield',
  postcode: '94105', phone: '+1 415 555 0100', buyer_type: 'business',
};
const countryFields = { postcode: '', tax_number: '', cn_courier_remark: '', province: 'X' };

describe('postcodes per country', () => {
  it.each([
    ['JP', '100-0001'], ['JP', '1000001'], ['US', '94105'], ['US', '94105-1234'], ['GB', 'SW1A 1AA'], ['GB', 'sw1a1aa'],
    ['DE', '10115'], ['BR', '01310-100'], ['BR', '01310100'], ['CN', '100000'],
  ])('%s accepts %s', (iso, code) => expect(checkPostcode(code, iso)).toBeUndefined());

  it.each([
    ['JP', '100-001'], ['US', '9410'], ['US', 'ABCDE'], ['GB', '12345'], ['DE', '1011'], ['BR', '0131-100'], ['CN', '10000'],
  ])('%s rejects %s', (iso, code) => expect(checkPostcode(code, iso)).toBe('validation.postcode'));

  it('accepts 000000 where the country has no postcodes (Hong Kong, UAE) but not elsewhere', () => {
    expect(checkPostcode(NO_POSTCODE, 'HK')).toBeUndefined();
    expect(checkPostcode(NO_POSTCODE, 'AE')).toBeUndefined();
    expect(checkPostcode(NO_POSTCODE, 'US')).toBe('validation.postcode');
    expect(checkPostcode('???', 'HK')).toBe('validation.postcodeNone');
  });

  it('requires a postcode', () => expect(checkPostcode('  ', 'JP')).toBe('validation.required'));

  it('normalises Japanese codes and spacing', () => {
    expect(normalizePostcode('1000001', 'JP')).toBe('100-0001');
    expect(normalizePostcode(' sw1a   1aa ', 'GB')).toBe('SW1A 1AA');
  });
});

describe('PO boxes', () => {
  it.each(['P.O. Box 123', 'PO Box 5', 'p o box 7', 'POBox 9', 'Post Office Box 12', 'GPO Box 1', 'Postfach 10 01 01',
    'Caixa Postal 44', 'Apartado de Correos 3', 'Boîte postale 8', 'Postbus 100', '東京都千代田区 私書箱 12号'])('rejects "%s"', (street) =>
    expect(isPoBox(street)).toBe(true));

  it.each(['1 Main Street', 'Boxhagener Straße 5', '12 Pobla Road', 'Postgasse 3', 'Shipo Boxes Ltd, 4 Elm Rd'])('accepts "%s"', (street) =>
    expect(isPoBox(street)).toBe(false));

  it('is a schema error on the street', () => {
    const r = addressBodySchema.safeParse({ ...base, street_address: 'PO Box 77' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['street_address'], message: 'validation.poBox' });
  });
});

describe('country rules', () => {
  it('Brazil needs a CPF or CNPJ', () => {
    expect(addressIssues({ ...countryFields, postcode: '01310-100' }, { iso2: 'BR' })).toEqual({ tax_number: 'validation.taxNumberRequired' });
    expect(addressIssues({ ...countryFields, postcode: '01310-100', tax_number: '123' }, { iso2: 'BR' })).toEqual({
      tax_number: 'validation.taxNumberBrazil',
    });
    expect(addressIssues({ ...countryFields, postcode: '01310-100', tax_number: '123.456.789-09' }, { iso2: 'BR' })).toEqual({});
    expect(addressIssues({ ...countryFields, postcode: '01310-100', tax_number: '12.345.678/0001-95' }, { iso2: 'BR' })).toEqual({});
    expect(addressIssues({ ...countryFields, postcode: '10115' }, { iso2: 'DE' })).toEqual({});
  });

  it('China needs the courier remark', () => {
    expect(addressIssues({ ...countryFields, postcode: '100000' }, { iso2: 'CN' })).toEqual({ cn_courier_remark: 'validation.courierRemarkRequired' });
    expect(addressIssues({ ...countryFields, postcode: '100000', cn_courier_remark: 'SF Express' }, { iso2: 'CN' })).toEqual({});
  });

  it('the US needs a state, Germany does not', () => {
    expect(addressIssues({ ...countryFields, postcode: '94105', province: '' }, { iso2: 'US' })).toEqual({ province: 'validation.required' });
    expect(addressIssues({ ...countryFields, postcode: '10115', province: '' }, { iso2: 'DE' })).toEqual({});
  });

  it('the form schema combines shape and country rules', () => {
    const schema = addressFormSchema((id) => (id === 1 ? { iso2: 'US' } : undefined));
    const bad = schema.safeParse({ ...base, postcode: 'nope', province: 'California' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['postcode', 'validation.postcode']]);
    expect(schema.safeParse({ ...base, province: 'California' }).success).toBe(true);
    expect(schema.safeParse({ ...base, country_id: 9 }).error?.issues[0]?.message).toBe('validation.countryUnknown');
  });

  it('the form schema reports country rules while other fields are still empty (checks on blur)', () => {
    const schema = addressFormSchema(() => ({ iso2: 'BR' }));
    const issues = schema.safeParse({ country_id: 31, postcode: '123' }).error?.issues ?? [];
    const byField = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({ first_name: 'validation.required', postcode: 'validation.postcode', tax_number: 'validation.taxNumberRequired' });
  });
});

describe('other fields', () => {
  it('requires a plausible phone number', () => {
    expect(addressBodySchema.safeParse({ ...base, phone: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(addressBodySchema.safeParse({ ...base, phone: 'call me' }).error?.issues[0]?.message).toBe('validation.phone');
    expect(addressBodySchema.safeParse({ ...base, phone: '03-1234-5678' }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(addressBodySchema.safeParse({ ...base, owner: 1 }).success).toBe(false);
  });

  it('recommends Latin characters as a warning only', () => {
    expect(isLatinText('Müller Straße 5, Łódź')).toBe(true);
    expect(isLatinText('東京都')).toBe(false);
    expect(addressWarnings({ city: '東京都', street_address: '1-2-3 Marunouchi' })).toEqual({ city: 'validation.latinRecommended' });
    expect(addressBodySchema.safeParse({ ...base, city: '東京都' }).success).toBe(true);
  });
});

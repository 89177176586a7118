import { describe, expect, it } from 'vitest';
import { printedOrderAddress } from '../../../shared/rules/address-print';
import { storedAddress } from './order-address';

const old = {
  customer_name: 'Dana Rivera', customer_company: '', customer_address: '1 Test Street', customer_province: 'CA',
  customer_city: 'San Jose', customer_postcode: '95112', customer_telephone: '+1 555 0100', tax_number: '',
};

describe('storedAddress', () => {
  it('reads the country code back from a snapshot written before it was stored', () => {
    expect(storedAddress({ ...old, customer_country: 'United States' }).customer_country_code).toBe('US');
    // the address package's own spellings, which differ from CLDR's
    expect(storedAddress({ ...old, customer_country: 'Hong Kong S.A.R.' }).customer_country_code).toBe('HK');
    expect(storedAddress({ ...old, customer_country: 'Czech Republic' }).customer_country_code).toBe('CZ');
  });

  it('keeps the stored code, and prints the country in the edition language', () => {
    const a = storedAddress({ ...old, customer_country: 'United States', customer_country_code: 'US' });
    expect(printedOrderAddress(a, 'jp')).toContain('アメリカ合衆国');
    expect(printedOrderAddress(a, 'en')).toContain('United States');
  });

  it('prints an unknown country as it was stored', () => {
    const a = storedAddress({ ...old, customer_country: 'Atlantis' });
    expect(a.customer_country_code).toBe('');
    expect(printedOrderAddress(a, 'jp')).toContain('Atlantis');
  });
});

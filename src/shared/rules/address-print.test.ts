import { describe, expect, it } from 'vitest';
import { nameFieldOrder, personName, printedAddress } from './address-print';

const a = { name: '山田 太郎', company: 'Fusion KK', street: '丸の内1-1', city: '千代田区', province: '東京都', postcode: '100-0001', country: 'Japan' };

describe('printed addresses and names (issue 8 §6)', () => {
  it('prints a Japanese address from the postcode down to the person', () => {
    expect(printedAddress(a, 'jp')).toEqual(['〒100-0001', '東京都 千代田区', '丸の内1-1', 'Fusion KK', '山田 太郎 様', 'Japan']);
  });
  it('prints an English address name first', () => {
    expect(printedAddress({ ...a, name: 'Ada Lovelace', company: '' }, 'en')).toEqual(['Ada Lovelace', '丸の内1-1', '千代田区, 東京都, 100-0001', 'Japan']);
  });
  it('puts the family name first in Japanese', () => {
    expect(personName('太郎', '山田', 'jp')).toBe('山田 太郎');
    expect(personName('Ada', 'Lovelace', 'en')).toBe('Ada Lovelace');
    expect(nameFieldOrder('jp')).toEqual(['last_name', 'first_name']);
    expect(nameFieldOrder('en')).toEqual(['first_name', 'last_name']);
  });
});

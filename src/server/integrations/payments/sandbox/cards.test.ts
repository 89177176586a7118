import { describe, expect, it } from 'vitest';
import { bankAnswer, cardBrand, checkCard, luhnValid } from './cards';

const now = new Date('2026-01-15T09:00:00Z');
const form = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc, name: '' });

describe('sandbox card rules', () => {
  it('checks Luhn and detects the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBeNull();
    expect(cardBrand('6200000000000005')).toBe('unionpay');
  });

  it('takes Visa and Mastercard only on the card page, UnionPay too on the Union Pay page', () => {
    expect(checkCard(form('6200000000000005'), now, false)).toMatchObject({ ok: false, field: 'number' });
    expect(checkCard(form('6200000000000005'), now, true)).toMatchObject({ ok: true, brand: 'unionpay' });
    expect(checkCard(form('4242 4242 4242 4242'), now, false)).toMatchObject({ ok: true, last4: '4242' });
  });

  it('accepts a card through the end of its expiry month only', () => {
    expect(checkCard(form('4242424242424242', '01/26'), now, false).ok).toBe(true);
    expect(checkCard(form('4242424242424242', '12/25'), now, false)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard(form('4242424242424242', '01/2026'), new Date('2026-02-01T00:00:00Z'), false)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard(form('4242424242424242', '12/30', '1234'), now, false)).toMatchObject({ ok: false, field: 'cvc' });
  });

  it('answers the test numbers', () => {
    expect(bankAnswer('4000000000000002')).toEqual({ ok: false, msgCode: 'card_declined' });
    expect(bankAnswer('4000000000000119')).toEqual({ ok: false, msgCode: 'processor_network' });
    expect(bankAnswer('4111111111111111')).toEqual({ ok: true });
  });
});

// The sandbox's card rules: what a real processor checks before it even asks the bank (Luhn, brand, expiry, CVC)
// and the published test numbers that make the "bank" answer a given way.

type CardBrand = 'visa' | 'mastercard' | 'unionpay';

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
};

/** Brand from the number's prefix (IIN ranges): Visa 4; Mastercard 51–55 and 2221–2720; UnionPay 62. */
export const cardBrand = (digits: string): CardBrand | null => {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'mastercard';
  if (/^62/.test(digits) && digits.length >= 16 && digits.length <= 19) return 'unionpay';
  return null;
};

/** What the sandbox "bank" answers for a test number; any other valid number is approved. */
const TEST_CARD_OUTCOMES: Record<string, { ok: true } | { ok: false; msgCode: string }> = {
  '4242424242424242': { ok: true },
  '5555555555554444': { ok: true },
  '6200000000000005': { ok: true },
  '4000000000000002': { ok: false, msgCode: 'card_declined' },
  '4000000000009995': { ok: false, msgCode: 'insufficient_funds' },
  '4000000000000069': { ok: false, msgCode: 'incorrect_info' },
  '4000000000000259': { ok: false, msgCode: 'spending_limit' },
  '4000000000000119': { ok: false, msgCode: 'processor_network' },
};

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Why a hosted page refuses the form; the page words each in the buyer's language (pages/layout.ts). */
export type CardRefusal = 'numberInvalid' | 'visaMcOnly' | 'unionPayVisaMc' | 'expiryFormat' | 'expired' | 'cvcDigits';

type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; refusal: CardRefusal };

/**
 * Checks the form like a hosted page does. `unionPay` is the Union Pay (7) page: it takes UnionPay cards; the
 * ordinary card page (2) takes Visa and Mastercard only (spec platform §9).
 */
export const checkCard = (form: CardForm, now: Date, unionPay: boolean): CardCheck => {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return { ok: false, field: 'number', refusal: 'numberInvalid' };
  const brand = cardBrand(digits);
  const accepted: CardBrand[] = unionPay ? ['unionpay', 'visa', 'mastercard'] : ['visa', 'mastercard'];
  if (!brand || !accepted.includes(brand)) {
    return { ok: false, field: 'number', refusal: unionPay ? 'unionPayVisaMc' : 'visaMcOnly' };
  }
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = m ? Number(m[1]) : 0;
  const year = m ? Number(m[2]!.length === 2 ? `20${m[2]}` : m[2]) : 0;
  if (!m || month < 1 || month > 12) return { ok: false, field: 'expiry', refusal: 'expiryFormat' };
  // A card is valid through the last day of its expiry month (UTC here; processors differ by hours at most).
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', refusal: 'expired' };
  if (!/^\d{3}$/.test(form.cvc.trim())) return { ok: false, field: 'cvc', refusal: 'cvcDigits' };
  return { ok: true, digits, brand, last4: digits.slice(-4) };
};

/** The bank's answer for a card that passed the checks. */
export const bankAnswer = (digits: string): { ok: true } | { ok: false; msgCode: string } => TEST_CARD_OUTCOMES[digits] ?? { ok: true };

// Address rules (spec platform §5, issue 4 §2 step 1), the same in the browser form (checked on blur) and on the
// server. zod messages and rule results are message keys ("validation.postcode"), translated by the web app.
//
// Postcode formats come from `postcode-validator` (one maintained regex per ISO country, ~96 KB, no
// dependencies, so it also ships to the browser for on-blur checks) instead of a hand-typed table. A country the
// package has no pattern for is treated as having no postcode system: any short code is accepted and the form
// suggests '000000' (spec: "Enter 000000 if there is no postal code").
import { z } from 'zod';
import { id, text } from '../contracts/fields';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { Limits } from '../ids';

export const BUYER_TYPES = ['business', 'consumer', 'other'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

export const TAX_NUMBER_TYPES = ['vat', 'eori', 'personal_id'] as const;
export type TaxNumberType = (typeof TAX_NUMBER_TYPES)[number];

/** What the rules need to know about the chosen country. */
interface CountryRuleInfo {
  iso2: string;
}

/** The placeholder customers enter when their country has no postal codes. */
export const NO_POSTCODE = '000000';

/**
 * Countries whose postal addresses name the state, province or prefecture (UPU address formats): carriers need it,
 * so it is required there. Elsewhere the region is optional.
 */
const REGION_REQUIRED = new Set(['US', 'CA', 'AU', 'BR', 'CN', 'JP', 'MX', 'IN', 'IT', 'ES', 'AR', 'MY', 'TH', 'ID']);

export const hasPostcodeSystem = (iso2: string): boolean => postcodeValidatorExistsForCountry(iso2.toUpperCase());
/** Brazil: imports need the buyer's CPF or CNPJ (spec platform §5). */
export const taxNumberRequired = (iso2: string): boolean => iso2.toUpperCase() === 'BR';
/** China: a remark for the domestic courier is required (kept simple: every Chinese address, see the brief). */
export const courierRemarkRequired = (iso2: string): boolean => iso2.toUpperCase() === 'CN';
export const regionRequired = (iso2: string): boolean => REGION_REQUIRED.has(iso2.toUpperCase());

/** Trims, upper-cases and collapses spaces; Japanese 7-digit codes get their customary hyphen (1000001 → 100-0001). */
export const normalizePostcode = (postcode: string, iso2: string): string => {
  const p = postcode.normalize('NFKC').trim().toUpperCase().replace(/\s+/g, ' ');
  if (iso2.toUpperCase() === 'JP' && /^\d{7}$/.test(p)) return `${p.slice(0, 3)}-${p.slice(3)}`;
  return p;
};

/** undefined when the postcode fits the country, else a message key. */
export const checkPostcode = (postcode: string, iso2: string): string | undefined => {
  const country = iso2.toUpperCase();
  const p = normalizePostcode(postcode, country);
  if (!p) return 'validation.required';
  if (!hasPostcodeSystem(country)) return /^[A-Z0-9][A-Z0-9 -]{0,9}$/.test(p) ? undefined : 'validation.postcodeNone';
  return postcodeValidator(p, country) ? undefined : 'validation.postcode';
};

// Post-office boxes cannot take courier deliveries. Variants in the languages of our main markets; the word
// boundaries keep ordinary words ("Boxhagener Straße", "Shipo Boxes Ltd") from matching.
const PO_BOX_PATTERNS: RegExp[] = [
  /\bp\s*\.?\s*o\s*\.?\s*box/i, // P.O. Box, PO Box, P O Box, POBox12
  /\bpost\s*box\b/i,
  /\bpost\s*office\s*box\b/i,
  /\b(?:g\.?\s*p\.?\s*o\.?|l\.?\s*p\.?\s*o\.?)\s*box\b/i, // GPO Box, LPO Box (Australia, Africa)
  /\bpostfach\b/i, // German
  /\bpostbus\b/i, // Dutch
  /\bpostboks\b/i, // Danish, Norwegian
  /\bbo[iî]te\s+postale\b/i, // French
  /\bcaixa\s+postal\b/i, // Portuguese (Brazil)
  /\bapartado\s+(?:de\s+correos|postal)\b/i, // Spanish
  /\bcasilla\s+(?:de\s+correo|postal)\b/i, // Spanish (South America)
  /\bcasella\s+postale\b/i, // Italian
  /私書箱/, // Japanese
  /邮政信箱|郵政信箱/, // Chinese
  /사서함/, // Korean
];

export const isPoBox = (street: string): boolean => {
  const s = street.normalize('NFKC');
  return PO_BOX_PATTERNS.some((re) => re.test(s));
};

/** Letters outside the Latin script (kana, kanji, Cyrillic ...). Digits, punctuation and symbols are fine. */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
export const isLatinText = (text: string): boolean => !NON_LATIN_LETTER.test(text);

/** Brazilian CPF (11 digits) or CNPJ (14 digits), punctuation allowed. */
const isBrazilianTaxNumber = (text: string): boolean => {
  const digits = text.replace(/[.\-/\s]/g, '');
  return /^\d{11}$/.test(digits) || /^\d{14}$/.test(digits);
};

const required = (max: number) =>
  text({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(max, { error: 'validation.maxLength', abort: true });
const optionalText = (max: number) => text().trim().max(max, 'validation.maxLength').optional().default('');

const PHONE_PATTERN = /^\+?[0-9 ()\-.]{5,30}$/;

/** The address fields (spec platform §3 Address book entry). Shape-level rules only; see addressIssues. */
export const addressBodySchema = z.strictObject({
  first_name: required(50),
  last_name: required(50),
  company: optionalText(100),
  street_address: required(200).refine((v) => !isPoBox(v), 'validation.poBox'),
  country_id: id('validation.required'),
  province: optionalText(100),
  city: required(100),
  postcode: required(20),
  phone: required(30).refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g) ?? []).length >= 5, 'validation.phone'),
  is_default: z.boolean().optional().default(false),
  tax_number: optionalText(40),
  tax_number_type: z.enum(TAX_NUMBER_TYPES).nullable().optional().default(null),
  buyer_type: z.enum(BUYER_TYPES, { error: 'validation.required' }),
  cn_courier_remark: optionalText(Limits.remarkMax),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressInput = z.input<typeof addressBodySchema>;

type CountryFields = Pick<AddressBody, 'postcode' | 'tax_number' | 'cn_courier_remark' | 'province'>;

/** The rules that depend on the country: field -> message key. Empty when the address is acceptable. */
export const addressIssues = (a: CountryFields, country: CountryRuleInfo): Record<string, string> => {
  const issues: Record<string, string> = {};
  const postcode = checkPostcode(a.postcode, country.iso2);
  if (postcode) issues.postcode = postcode;
  if (taxNumberRequired(country.iso2)) {
    if (!a.tax_number.trim()) issues.tax_number = 'validation.taxNumberRequired';
    else if (!isBrazilianTaxNumber(a.tax_number)) issues.tax_number = 'validation.taxNumberBrazil';
  }
  if (courierRemarkRequired(country.iso2) && !a.cn_courier_remark.trim()) issues.cn_courier_remark = 'validation.courierRemarkRequired';
  if (regionRequired(country.iso2) && !a.province.trim()) issues.province = 'validation.required';
  return issues;
};

const LATIN_CHECKED = ['first_name', 'last_name', 'company', 'street_address', 'city', 'province'] as const;

/** Warnings, not errors: fields with non-Latin letters ("English only recommended", spec platform §5). */
export const addressWarnings = (a: Partial<Record<(typeof LATIN_CHECKED)[number], string>>): Record<string, string> => {
  const warnings: Record<string, string> = {};
  for (const f of LATIN_CHECKED) if (a[f] && !isLatinText(a[f])) warnings[f] = 'validation.latinRecommended';
  return warnings;
};

/**
 * The full form schema for one country lookup: shape rules plus the country rules. The browser passes its loaded
 * country list; the server uses the data package. The country rules run even while other fields are still empty
 * (an object refinement would be skipped then), so the postcode is checked on blur before the form is complete.
 */
export const addressFormSchema = (countryOf: (id: number) => CountryRuleInfo | undefined) =>
  z.unknown().transform((input, ctx): AddressBody => {
    const parsed = addressBodySchema.safeParse(input);
    const shapeIssues = parsed.success ? [] : parsed.error.issues;
    for (const issue of shapeIssues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const stringOf = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
    const country = typeof raw.country_id === 'number' ? countryOf(raw.country_id) : undefined;
    const taken = new Set(shapeIssues.map((i) => String(i.path[0])));
    if (!country && !taken.has('country_id')) ctx.addIssue({ code: 'custom', path: ['country_id'], message: 'validation.countryUnknown' });
    if (country) {
      const fields = { postcode: stringOf('postcode'), tax_number: stringOf('tax_number'), cn_courier_remark: stringOf('cn_courier_remark'), province: stringOf('province') };
      for (const [path, message] of Object.entries(addressIssues(fields, country))) {
        if (!taken.has(path)) ctx.addIssue({ code: 'custom', path: [path], message });
      }
    }
    return parsed.success ? parsed.data : z.NEVER;
  });

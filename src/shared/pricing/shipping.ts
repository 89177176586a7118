// Shipping estimate from destination, carrier and weight (issue 3 §3). Pure; tables are data
// (./shipping-tables.ts). A failure carries a message key for the spec's errors (services §8).
import { CARRIERS, type Carrier, type ShippingTables } from './shipping-tables';

export type ShippingEstimate =
  | { ok: true; cost: bigint; days: { min: number; max: number }; zone: string }
  | { ok: false; key: ShippingProblemKey };

export const SHIPPING_MESSAGES_EN = {
  unavailableCountry: 'Unable to ship to the chosen country.',
  carrierUnavailable: 'This carrier does not deliver to the chosen country.',
  overWeight: 'Item weight exceeds the courier limit.',
};

export const SHIPPING_MESSAGES_JA: Record<keyof typeof SHIPPING_MESSAGES_EN, string> = {
  unavailableCountry: '選択された国へは発送できません。',
  carrierUnavailable: 'この配送業者は選択された国へ配送していません。',
  overWeight: '重量が配送業者の上限を超えています。',
};

type ShippingProblemKey = `shipping.${keyof typeof SHIPPING_MESSAGES_EN}`;

const GRAMS_PER_KG = 1000;

/** ISO alpha-2 code of a destination given as a code ('jp') or the site's country id (107). */
const countryCode = (country: string | number, t: ShippingTables): string | null => {
  if (typeof country === 'number') return t.siteCountryIds[country] ?? null;
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
};

export const estimateShipping = (
  country: string | number,
  carrier: Carrier,
  weightGrams: number,
  t: ShippingTables,
): ShippingEstimate => {
  const code = countryCode(country, t);
  if (!code || t.blockedCountries.includes(code)) return { ok: false, key: 'shipping.unavailableCountry' };
  const rates = t.carriers[carrier];
  if (rates.onlyCountries && !rates.onlyCountries.includes(code)) return { ok: false, key: 'shipping.carrierUnavailable' };
  const zone = t.countryZones[code] ?? 'rest';
  const r = rates.zones[zone];
  if (!r) return { ok: false, key: 'shipping.carrierUnavailable' };
  const grams = Math.max(1, Math.ceil(weightGrams));
  if (grams > rates.maxGrams) return { ok: false, key: 'shipping.overWeight' };
  const band = r.bands.find((b) => grams <= b.uptoGrams);
  let cost: bigint;
  if (band) cost = band.cents;
  else {
    const last = r.bands[r.bands.length - 1];
    if (!last) return { ok: false, key: 'shipping.carrierUnavailable' };
    const extraKg = Math.ceil((grams - last.uptoGrams) / GRAMS_PER_KG);
    cost = last.cents + BigInt(extraKg) * r.perExtraKgCents;
  }
  return { ok: true, cost, days: { ...r.days }, zone };
};

/**
 * The carriers that deliver to a destination, in the order the shop offers them — the ONE list both the order
 * pages' estimate and checkout use (issue 8 §5: the estimate showed OCS for Japan while checkout picked DHL): a
 * courier serving only a few countries (OCS, domestic in Japan) first where it serves, then the others in table
 * order. The first is the default choice; checkout selects the first that is not over weight.
 */
export const carriersFor = (country: string | number, t: ShippingTables): Carrier[] => {
  const code = countryCode(country, t);
  if (!code || t.blockedCountries.includes(code)) return [];
  const zone = t.countryZones[code] ?? 'rest';
  const serving = CARRIERS.filter((c) => {
    const r = t.carriers[c];
    return (!r.onlyCountries || r.onlyCountries.includes(code)) && r.zones[zone] !== undefined;
  });
  return [...serving.filter((c) => t.carriers[c].onlyCountries !== null), ...serving.filter((c) => t.carriers[c].onlyCountries === null)];
};

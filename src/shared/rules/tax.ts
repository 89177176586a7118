// Tax collected at checkout (issue 4 §2; spec platform §9). Pure; money is bigint USD cents.
//
// - Mainland China delivery addresses (CN; Hong Kong, Macao and Taiwan have their own codes): 13% VAT.
// - EU destinations: the import-VAT rule for low-value consignments in force since 1 July 2021 (IOSS, Council
//   Directive (EU) 2017/2455): when the consignment's intrinsic value is at most €150, VAT at the destination
//   country's standard rate is charged at checkout, on the price paid including transport. Above €150 no VAT is
//   charged at checkout: import VAT and customs duty are paid on import (the answer carries a note key).
//   The spec's "EU VAT applies under 22 euros (from July 1)" describes the €22 exemption that ended on 1 July 2021;
//   it is superseded (docs/orders.md).
// - Everywhere else: no tax at checkout.
import { convert, divRound, usd } from '../money';

/**
 * Standard VAT rates of the 27 EU member states in parts per million (20% = 200_000).
 * Source: European Commission, "VAT rates applied in the Member States of the European Union", situation at
 * 1 August 2025 (includes FI 25.5% from 1 Sep 2024, SK 23% from 1 Jan 2025, EE 24% from 1 Jul 2025,
 * RO 21% from 1 Aug 2025). Data: update this table when a state changes its rate.
 */
const EU_STANDARD_VAT_PPM: Readonly<Record<string, number>> = {
  AT: 200_000, BE: 210_000, BG: 200_000, HR: 250_000, CY: 190_000, CZ: 210_000, DK: 250_000,
  EE: 240_000, FI: 255_000, FR: 200_000, DE: 190_000, GR: 240_000, HU: 270_000, IE: 230_000,
  IT: 220_000, LV: 210_000, LT: 210_000, LU: 170_000, MT: 180_000, NL: 210_000, PL: 230_000,
  PT: 230_000, RO: 210_000, SK: 230_000, SI: 220_000, ES: 210_000, SE: 250_000,
};

export const EU_COUNTRIES = Object.keys(EU_STANDARD_VAT_PPM);
export const isEuCountry = (iso2: string): boolean => iso2.toUpperCase() in EU_STANDARD_VAT_PPM;

const CN_VAT_PPM = 130_000;
/** IOSS ceiling: intrinsic value of €150.00, in euro cents. */
const IOSS_THRESHOLD_EUR_CENTS = 15_000n;

type TaxCode = 'cn_vat' | 'eu_ioss' | 'eu_import' | 'none';

interface TaxInput {
  /** ISO alpha-2 code of the delivery address. */
  countryIso2: string;
  /** Sum of the goods, before the coupon. */
  goodsCents: bigint;
  discountCents: bigint;
  shippingCents: bigint;
  /** One USD in EUR × 1e6 (currency_rates); needed for EU destinations only. */
  eurPerUsdPpm: bigint | null;
}

export interface TaxResult {
  code: TaxCode;
  ratePpm: number;
  /** Tax base (goods after discount, plus shipping) when tax is charged, else 0. */
  baseCents: bigint;
  taxCents: bigint;
  /** Message key of a note for the customer ('tax.importVatOnArrival' above the IOSS ceiling). */
  noteKey: string | null;
  /** The consignment's intrinsic value in euro cents (EU only), for the record. */
  intrinsicEurCents: bigint | null;
}

const nonNegative = (n: bigint) => (n < 0n ? 0n : n);

const charged = (code: TaxCode, ratePpm: number, baseCents: bigint, intrinsicEurCents: bigint | null = null): TaxResult => ({
  code, ratePpm, baseCents, taxCents: divRound(baseCents * BigInt(ratePpm), 1_000_000n), noteKey: null, intrinsicEurCents,
});

export const computeTax = (t: TaxInput): TaxResult => {
  const iso = t.countryIso2.toUpperCase();
  const goods = nonNegative(t.goodsCents - t.discountCents);
  const base = goods + nonNegative(t.shippingCents);
  if (iso === 'CN') return charged('cn_vat', CN_VAT_PPM, base);
  const rate = EU_STANDARD_VAT_PPM[iso];
  if (rate !== undefined) {
    if (t.eurPerUsdPpm === null) throw new Error('EUR rate needed for an EU destination');
    // Intrinsic value: the goods as sold, without transport (Art. 1(48) UCC-IA); compared with €150.
    const intrinsic = convert(usd(goods), 'EUR', t.eurPerUsdPpm).amount;
    if (intrinsic <= IOSS_THRESHOLD_EUR_CENTS) return charged('eu_ioss', rate, base, intrinsic);
    return { code: 'eu_import', ratePpm: 0, baseCents: 0n, taxCents: 0n, noteKey: 'tax.importVatOnArrival', intrinsicEurCents: intrinsic };
  }
  return { code: 'none', ratePpm: 0, baseCents: 0n, taxCents: 0n, noteKey: null, intrinsicEurCents: null };
};

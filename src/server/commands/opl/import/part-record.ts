// One part as every import format hands it over, checked and completed before it is written: the reasons a row
// is refused are named here once, so the jlcparts and CSV readers report the same words for the same fault.
import { NO_NUL } from '../../../../shared/contracts/fields';
import { INT4_MAX } from '../../../../shared/contracts/fields';
import { formatQuantity, round, type QuantityKind } from '../../../../shared/opl/units';
import { packageFamily } from '../../../../shared/opl/package-family';

export type LibraryType = 'basic' | 'preferred' | 'extended';

export interface PartAttribute {
  name: string;
  /** As shown: "100nF", "±1%", "-55℃~+155℃". */
  value: string;
  /** The numbers in it, by quantity (a "Vf @ If" attribute carries a voltage and a current). */
  numbers?: { kind: QuantityKind; value: number }[];
}

export interface PriceTier {
  qty: number;
  /** USD × 1e6 per unit. */
  micros: bigint;
}

/** A part as read from a source, before checks. */
export interface RawPart {
  sku: string;
  mpn: string;
  category: string;
  subcategory: string;
  manufacturer?: string;
  package?: string;
  description?: string;
  datasheet?: string;
  image?: string;
  stock: number;
  libraryType?: string;
  joints?: number;
  assemblyMinimum?: number;
  attrition?: number;
  tiers: PriceTier[];
  attributes: PartAttribute[];
}

export interface PartRecord extends Omit<RawPart, 'libraryType' | 'description' | 'datasheet' | 'image'> {
  libraryType: LibraryType;
  description: string;
  descriptionBuilt: boolean;
  datasheet: string;
  image: string;
  packageFamily: string;
  mpnKey: string;
}

export interface Rejection {
  /** Where: file name and line (1-based). */
  where: string;
  sku: string;
  reason: string;
}

/** ERJ-2RKF3092X → ERJ2RKF3092X: the form MPNs are compared in. */
export const mpnKey = (mpn: string): string => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');

const SKU = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,39}$/;
const LIBRARY_TYPES: Record<string, LibraryType> = { basic: 'basic', preferred: 'preferred', extended: 'extended' };

const cleanText = (s: string | undefined, max: number): string | undefined => {
  if (s === undefined) return undefined;
  const t = s.replace(/\s+/g, ' ').trim();
  return t.slice(0, max);
};

const isCount = (n: number | undefined, max = INT4_MAX) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= max);

/** The description a part gets when its source has none: its values, package and subcategory, as the catalogue writes them. */
export const buildDescription = (p: Pick<RawPart, 'attributes' | 'package' | 'subcategory'>): string => {
  const values = p.attributes
    .filter((a) => a.value && a.value !== '-' && !SKIP_IN_DESCRIPTION.test(a.name))
    .map((a) => a.value)
    .slice(0, 8);
  return [...values, p.package, p.subcategory].filter(Boolean).join(' ');
};
const SKIP_IN_DESCRIPTION = /^(status|basic\/extended|manufacturer|package|mpn|description)$/i;

/** Checks a raw part and completes it; a string is the reason it is refused. */
export const checkPart = (raw: RawPart): PartRecord | string => {
  const sku = raw.sku?.trim() ?? '';
  if (!sku) return 'missing SKU';
  if (!SKU.test(sku)) return 'invalid SKU';
  const mpn = cleanText(raw.mpn, 200) ?? '';
  if (!mpn) return 'missing MPN';
  const category = cleanText(raw.category, 200) ?? '';
  const subcategory = cleanText(raw.subcategory, 200) ?? '';
  if (!category || !subcategory) return 'missing category';
  if (!isCount(raw.stock)) return 'invalid stock';
  if (!isCount(raw.joints, 100_000) || !isCount(raw.assemblyMinimum) || !isCount(raw.attrition)) return 'invalid assembly numbers';
  const lib = raw.libraryType ? LIBRARY_TYPES[raw.libraryType.trim().toLowerCase()] : 'extended';
  if (!lib) return 'invalid basic/extended';
  let last = 0;
  for (const t of raw.tiers) {
    if (!Number.isInteger(t.qty) || t.qty < 1 || t.qty > INT4_MAX || t.qty <= last) return 'invalid price tiers';
    if (t.micros < 0n || t.micros > 10n ** 12n) return 'invalid price';
    last = t.qty;
  }
  const texts = [sku, mpn, category, subcategory, raw.manufacturer, raw.package, raw.description, raw.datasheet, raw.image];
  if (texts.some((s) => s !== undefined && !NO_NUL.test(s)) || raw.attributes.some((a) => !NO_NUL.test(a.name + a.value))) {
    return 'NUL character in a field';
  }
  const attributes = raw.attributes
    .map((a) => ({ ...a, name: cleanText(a.name, 200)!, value: cleanText(a.value, 500)! }))
    .filter((a) => a.name && a.value);
  const pkg = cleanText(raw.package, 120) || undefined;
  const given = cleanText(raw.description, 2000) ?? '';
  const description = given || buildDescription({ attributes, package: pkg, subcategory });
  const datasheet = cleanText(raw.datasheet, 1000) ?? '';
  return {
    ...raw,
    sku,
    mpn,
    mpnKey: mpnKey(mpn),
    category,
    subcategory,
    manufacturer: cleanText(raw.manufacturer, 200) || undefined,
    package: pkg,
    packageFamily: packageFamily(pkg ?? ''),
    description,
    descriptionBuilt: !given,
    datasheet: /^https?:\/\//i.test(datasheet) ? datasheet : '',
    image: cleanText(raw.image, 500) ?? '',
    libraryType: lib,
    attributes,
  };
};

/** "0.0015" → 1500n micro-USD; undefined when it is not a non-negative decimal. */
export const priceMicros = (price: number | string): bigint | undefined => {
  const s = typeof price === 'number' ? (Number.isFinite(price) ? price.toFixed(6) : '') : price.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,6})\d*)?$/.exec(s);
  if (!m) return undefined;
  return BigInt(m[1]!) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
};

/** A value with numbers shown the catalogue's way. */
export const quantityText = (kind: QuantityKind, value: number): string => formatQuantity(kind, round(value));

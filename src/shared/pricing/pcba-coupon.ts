// The automatic PCBA coupon (spec services §9: "A 30% coupon is granted automatically for PCBA orders with XIAO,
// LoRa or certain module parts"). Pure: it decides from the matched parts; the coupon itself is issued by the
// coupon code. The keyword and SKU lists are table data (PcbaTables.coupon), so staff can add modules.
import type { PcbaTables } from './pcba-tables';

export interface CouponPart {
  mpn: string;
  sku: string;
  description: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword counts as a whole word, case-insensitive ("Seeed Studio XIAO ESP32C3", "LoRa-E5", "xiao-rp2040"), so
 * an ordinary part that merely contains the letters ("FLORAL" LED, "SHIAO" resistor) does not qualify. Listed SKUs
 * match exactly.
 */
export const pcbaCouponFor = (
  parts: readonly CouponPart[],
  c: PcbaTables['coupon'],
): { percent: number; parts: CouponPart[] } | null => {
  if (c.percent <= 0) return null;
  const words = c.keywords.map((k) => new RegExp(`(^|[^a-z0-9])${escape(k)}($|[^a-z0-9])`, 'i'));
  const skus = new Set(c.skus.map((s) => s.trim().toUpperCase()));
  const hit = parts.filter((p) =>
    (p.sku !== '' && skus.has(p.sku.trim().toUpperCase())) || words.some((w) => w.test(p.mpn) || w.test(p.sku) || w.test(p.description)));
  return hit.length > 0 ? { percent: c.percent, parts: hit } : null;
};

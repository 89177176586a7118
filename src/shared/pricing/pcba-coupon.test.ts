// The automatic 30 % PCBA coupon (spec services §9): XIAO, LoRa and listed modules qualify, ordinary parts do not.
import { describe, expect, it } from 'vitest';
import { pcbaCouponFor, type CouponPart } from './pcba-coupon';
import { defaultPcbaTables as T } from './pcba-tables';

const p = (mpn: string, description = '', sku = ''): CouponPart => ({ mpn, sku, description });
const resistor = p('RC0402FR-0710KL', 'RES 10K OHM 1% 1/16W 0402', 'C25744');

describe('pcbaCouponFor', () => {
  it('grants 30 % for a XIAO board, named in the MPN or the description', () => {
    expect(pcbaCouponFor([resistor, p('XIAO-ESP32C3')], T.coupon)).toMatchObject({ percent: 30 });
    const byDescription = pcbaCouponFor([p('113991054', 'Seeed Studio XIAO ESP32C3')], T.coupon);
    expect(byDescription?.parts.map((x) => x.mpn)).toEqual(['113991054']);
  });

  it('grants it for LoRa modules', () => {
    expect(pcbaCouponFor([p('LoRa-E5', 'LoRa-E5 STM32WLE5JC module')], T.coupon)?.percent).toBe(30);
    expect(pcbaCouponFor([p('WIO-E5-HF')], T.coupon)).not.toBeNull();
    expect(pcbaCouponFor([p('RFM95W', 'lora transceiver 868 MHz')], T.coupon)).not.toBeNull();
  });

  it('does not grant it for ordinary parts, nor for words that merely contain the letters', () => {
    expect(pcbaCouponFor([resistor], T.coupon)).toBeNull();
    expect(pcbaCouponFor([p('LED-FLORAL-01', 'Floral pattern LED'), p('SHIAOX-22')], T.coupon)).toBeNull();
    expect(pcbaCouponFor([], T.coupon)).toBeNull();
  });

  it('matches listed SKUs exactly, and nothing when the percentage is zero', () => {
    const c = { ...T.coupon, skus: ['317990687'] };
    expect(pcbaCouponFor([p('SOME-MODULE', 'module', '317990687')], c)).not.toBeNull();
    expect(pcbaCouponFor([p('SOME-MODULE', 'module', '3179906870')], c)).toBeNull();
    expect(pcbaCouponFor([p('XIAO-RP2040')], { ...T.coupon, percent: 0 })).toBeNull();
  });
});

// The specs in words read as a customer would say them, in both languages (issue 8 §4).
import { describe, expect, it } from 'vitest';
import { ProductId } from '../ids';
import { defaultPcbValues } from '../rules/pcb';
import { defaultStencilValues } from '../rules/stencil';
import { freePcbaShipping, specLine, specWords } from './spec-words';

describe('specWords', () => {
  it('says a 2-layer FR-4 board in words, with the line quantity', () => {
    const params = { ...defaultPcbValues(), width: 80, height: 60, maskColour: 'black', finish: 'enig', remark: 'no logo' };
    const line = specLine(specWords(ProductId.PCB, params, 'en', 30), 'en');
    expect(line).toBe('Base material: FR-4 · Layers: 2-layer · Size: 80 × 60 mm · PCB thickness: 1.6 mm · Solder mask colour: Black · Silkscreen: White · Surface finish: ENIG · Outer copper weight: 1 oz · PCB quantity: 30 pcs · Remark: no logo');
  });

  it('speaks Japanese and shows what differs from the usual build', () => {
    const params = { ...defaultPcbValues(), layers: 4, expedited: '24h' };
    const words = specWords(ProductId.PCB, params, 'jp');
    expect(words.find((w) => w.key === 'layers')?.value).toBe('4層');
    expect(words.find((w) => w.key === 'quantity')?.value).toBe('10枚');
    expect(words.map((w) => w.label)).toContain('内層銅箔厚');
    expect(words.find((w) => w.key === 'maskColour')?.value).toBe('緑');
    expect(words.find((w) => w.key === 'expedited')).toBeDefined();
  });

  it('describes a stencil', () => {
    const line = specLine(specWords(ProductId.Stencil, { ...defaultStencilValues(), framed: true }, 'en'), 'en');
    expect(line).toContain('Stencil size: 380×280 mm');
    expect(line).toContain('Framed: Yes');
    expect(line).toContain('Thickness: 0.12 mm');
    expect(line).toContain('Quantity: 2 pcs');
  });

  it('describes a PCB assembly: the boards assembled first, then the board with its PCB lot', () => {
    const params = { ...defaultPcbValues(), width: 50, height: 50, quantity: 15 };
    expect(specLine(specWords(ProductId.PCBA, params, 'en', 10), 'en')).toMatch(/^Assembled boards: 10 pcs · .*Size: 50 × 50 mm.*PCB quantity: 15 pcs/);
    expect(specLine(specWords(ProductId.PCBA, params, 'jp', 10), 'jp')).toMatch(/^実装数量：10枚 ／ .*基板数量：15枚/);
  });
});

describe('freePcbaShipping', () => {
  it('is true only for a zero shipping charge on an order with a PCB assembly', () => {
    expect(freePcbaShipping('0', [ProductId.PCB, ProductId.PCBA])).toBe(true);
    expect(freePcbaShipping(0n, [ProductId.PCB])).toBe(false);
    expect(freePcbaShipping('1500', [ProductId.PCBA])).toBe(false);
  });
});

describe('specWords of an accepted ODM quote (issue 13)', () => {
  const params = { request_id: 12, request_no: 'ODM-000012', kind: 'application', sku: '102010328', quantity: 500, lead_days: 30 };
  it('names the request, the kind, the SKU, the quantity and the lead time in both languages', () => {
    expect(specLine(specWords(ProductId.Odm, params, 'en', 500), 'en')).toBe(
      'Request: ODM-000012 · Type: Custom product · Product SKU: 102010328 · Quantity: 500 pcs · Lead time: 30 working days',
    );
    expect(specLine(specWords(ProductId.Odm, params, 'jp', 500), 'jp')).toBe(
      '依頼番号：ODM-000012 ／ 種類：カスタム製品 ／ 製品SKU：102010328 ／ 数量：500個 ／ リードタイム：30営業日',
    );
  });
});

// POST /v1/pcba/bom/match (issue 11, "Matching against the catalogue") on the starter catalogue plus a few parts
// for the traps (./match-parts.test-helper.ts). Expected parts and rankings come from the catalogue's facts and the
// issue's rules (Basic first, then enough stock, then more stock), not from what the matcher answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type TestUser } from '../user/test-helpers';
import { seedCatalogue } from '../../db/seed/opl/index';
import { CatalogueWriter } from '../../commands/opl/import/catalogue-writer';
import { checkPart, type PartRecord } from '../../commands/opl/import/part-record';
import type { BomLine, BomMatch } from '../../../shared/pcba/bom-line';
import { BOM_MATCH_MAX_LINES } from '../../../shared/contracts/pcba-match';
import { TEST_PARTS } from './match-parts.test-helper';

let t: TestApp;
let ann: TestUser;
const added = TEST_PARTS.map((p) => checkPart(p) as PartRecord);
const catalogue = [...seedCatalogue(), ...added];

beforeAll(async () => {
  t = await createTestApp();
  await new CatalogueWriter(t.handle.db).write(added);
  ann = await signUp(t);
});
afterAll(async () => t.close());

let row = 0;
const line = (designators: string[], over: Partial<BomLine> = {}): BomLine => ({
  row: ++row, designators, quantity: designators.length, mpn: '', manufacturer: '', value: '', footprint: '', description: '', ...over,
});

const post = (body: unknown, headers: Record<string, string> = { 'x-auth-token': ann.token }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/pcba/bom/match', headers, payload: body as object });

const match = async (lines: BomLine[], buildQty = 10): Promise<BomMatch[]> => {
  const res = await post({ lines, build_qty: buildQty });
  expect(res.statusCode, res.body).toBe(200);
  const matches = (res.json().data as { matches: BomMatch[] }).matches;
  expect(matches).toHaveLength(lines.length);
  return matches;
};
const one = async (l: BomLine, buildQty = 10): Promise<BomMatch> => (await match([l], buildQty))[0]!;

const part = (mpn: string, maker?: string): PartRecord => {
  const found = catalogue.filter((p) => p.mpn === mpn && (!maker || p.manufacturer === maker));
  expect(found, `${mpn} ${maker ?? ''}`).toHaveLength(1);
  return found[0]!;
};
const numberOf = (p: PartRecord, kind: string) => p.attributes.flatMap((a) => a.numbers ?? []).filter((n) => n.kind === kind).map((n) => n.value);
const hasValue = (p: PartRecord, kind: string, value: number) => numberOf(p, kind).some((v) => Math.abs(v - value) <= value * 1e-6);
/** The order for suggestions: Basic first, then parts with enough stock for the build, then more stock. */
const ranked = (parts: PartRecord[], need: number) =>
  [...parts].sort((a, b) =>
    Number(b.libraryType === 'basic') - Number(a.libraryType === 'basic') || Number(b.stock >= need) - Number(a.stock >= need) || b.stock - a.stock,
  );
const skus = (m: BomMatch) => m.suggestions.map((s) => s.sku);

describe('POST /v1/pcba/bom/match: login and input', () => {
  it('needs a login (4302)', async () => {
    const res = await post({ lines: [line(['R1'], { mpn: 'ERJ-2RKF3092X' })], build_qty: 10 }, {});
    expect(res.json().code).toBe(4302);
  });

  it('rejects NUL bytes, too many lines and an impossible build quantity (422)', async () => {
    for (const body of [
      { lines: [line(['R1'], { mpn: 'ERJ\u00002RKF' })], build_qty: 10 },
      { lines: [line(['R1'], { description: 'x'.repeat(501) })], build_qty: 10 },
      { lines: Array.from({ length: BOM_MATCH_MAX_LINES + 1 }, (_, i) => line([`R${i + 1}`])), build_qty: 10 },
      { lines: [], build_qty: 10 },
      { lines: [line(['R1'])], build_qty: 0 },
      { lines: [line(['R1'])], build_qty: 2 ** 31 },
      { lines: [{ ...line(['R1']), quantity: -1 }], build_qty: 10 },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });
});

describe('confirmed: exact MPN or SKU', () => {
  it('confirms an MPN whatever its punctuation and case', async () => {
    for (const mpn of ['ERJ-2RKF3092X', 'ERJ2RKF3092X', 'erj-2rkf3092x', 'RC0603FR0710KL']) {
      const m = await one(line(['R1'], { mpn }));
      expect(m.status, mpn).toBe('confirmed');
      expect(m.part?.mpn, mpn).toBe(mpn.startsWith('RC') ? 'RC0603FR-0710KL' : 'ERJ-2RKF3092X');
      expect(m.variantOf).toBeUndefined();
    }
  });

  it('confirms a catalogue SKU: an LCSC code in any case, and our own', async () => {
    const atmega = part('ATMEGA328P-AU');
    for (const [written, sku] of [['C191118', 'C191118'], ['c191118', 'C191118'], [atmega.sku, atmega.sku], [atmega.sku.toLowerCase(), atmega.sku]]) {
      const m = await one(line(['U1'], { mpn: written }));
      expect(m, written).toMatchObject({ status: 'confirmed', part: { sku } });
    }
  });

  it('reads an MPN from the value column when the file has no MPN column (KiCad)', async () => {
    const m = await one(line(['U1'], { value: 'ATMEGA328P-AU' }));
    expect(m).toMatchObject({ status: 'confirmed', part: { mpn: 'ATMEGA328P-AU', manufacturer: 'Microchip Technology' } });
  });

  it('an MPN from several makers: the line\'s manufacturer chooses; without one the line is pending with them', async () => {
    const ti = part('LM358D', 'Texas Instruments');
    const st = part('LM358D', 'STMicroelectronics');
    const [none, byTi, bySt, other] = await match(
      [
        line(['U1'], { mpn: 'LM358D' }),
        line(['U2'], { mpn: 'LM358D', manufacturer: 'TI' }),
        line(['U3'], { mpn: 'LM358D', manufacturer: 'STMicroelectronics' }),
        // a maker the catalogue does not have for it: still two candidates, still pending
        line(['U4'], { mpn: 'LM358D', manufacturer: 'Acme Semi' }),
      ],
      1,
    );
    expect(none!.status).toBe('pending');
    // both extended with enough stock for one board: the larger stock first
    expect(skus(none!)).toEqual(ranked([ti, st], 1).map((p) => p.sku));
    expect(byTi).toMatchObject({ status: 'confirmed', part: { sku: ti.sku, manufacturer: 'Texas Instruments' } });
    expect(bySt).toMatchObject({ status: 'confirmed', part: { sku: st.sku, manufacturer: 'STMicroelectronics' } });
    expect(other!.status).toBe('pending');
  });
});

describe('confirmed: a unique packaging-suffix variant', () => {
  it('confirms the reel version of what was written, and says so', async () => {
    const cases: [string, string][] = [
      ['TLV1117LV33DCY', 'TLV1117LV33DCYR'], // TI's R: the large reel
      ['AO3400A/TR', 'AO3400A'], // a tape-and-reel suffix the catalogue leaves off
      ['AO3400A-TR', 'AO3400A'],
      ['TLV1117LV33DCYRCT-ND', 'TLV1117LV33DCYR'], // Digi-Key's cut-tape part number
    ];
    const matches = await match(cases.map(([mpn]) => line(['U1'], { mpn })));
    cases.forEach(([written, mpn], i) => {
      expect(matches[i], written).toMatchObject({ status: 'confirmed', part: { mpn }, variantOf: written });
    });
  });

  it('leaves variants from several makers pending', async () => {
    const m = await one(line(['U1'], { mpn: 'XC6206P332M' }));
    expect(m.status).toBe('pending');
    expect(new Set(skus(m))).toEqual(new Set(catalogue.filter((p) => p.mpn === 'XC6206P332MR').map((p) => p.sku)));
  });
});

describe('pending: never a fuzzy guess', () => {
  it('GRM155R70J104 (100 nF) suggests the 104 part and never the 102 (1 nF) one', async () => {
    const m = await one(line(['C1'], { mpn: 'GRM155R70J104' }));
    expect(m.status).toBe('pending');
    expect(m.part).toBeUndefined();
    expect(m.suggestions.map((s) => s.mpn)).toEqual(['GRM155R70J104KA01D']);
  });

  it('a value-only line "100nF" on an 0402 footprint suggests 0402 100 nF capacitors, Basic and stock first', async () => {
    const need = 2 * 10;
    const expected = ranked(catalogue.filter((p) => p.package === '0402' && hasValue(p, 'capacitance', 100e-9)), need).slice(0, 5);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const l of [
      line(['C1', 'C2'], { value: '100nF', footprint: 'Capacitor_SMD:C_0402_1005Metric' }),
      line(['C1', 'C2'], { value: '100n', footprint: '0402' }), // the unit left off, as schematics do on a C
      line(['C1', 'C2'], { value: '100nF 0402' }),
      line(['C1', 'C2'], { value: '0.1uF', footprint: 'C0402' }),
    ]) {
      const m = await one(l);
      expect(m.status, l.value).toBe('pending');
      expect(skus(m), `${l.value} ${l.footprint}`).toEqual(expected.map((p) => p.sku));
    }
  });

  it('keeps to the ratings written: "100nF 16V" leaves out 6.3 V parts, "10k 1%" 5 % ones', async () => {
    const cap = await one(line(['C1'], { value: '100nF 16V', footprint: '0402' }));
    const caps = catalogue.filter((p) => p.package === '0402' && hasValue(p, 'capacitance', 100e-9) && numberOf(p, 'voltage').every((v) => v >= 16));
    expect(new Set(skus(cap))).toEqual(new Set(caps.map((p) => p.sku)));
    expect(skus(cap)).not.toContain(part('GRM155R70J104KA01D').sku);
    const res = await one(line(['R1'], { value: '10k 1%', footprint: 'R_0603_1608Metric' }));
    expect(res.status).toBe('pending');
    expect(res.suggestions.map((s) => s.mpn)).toEqual(['RC0603FR-0710KL']);
  });

  it('matches a part\'s own value, not another quantity of the same kind: a 200 mΩ resistor is not a ferrite bead', async () => {
    const m = await one(line(['R1'], { value: '200mΩ', footprint: 'R_0603_1608Metric' }));
    // the starter catalogue's resistors start at 10 Ω; the bead's 200 mΩ is its DC resistance
    expect(m).toEqual({ status: 'unavailable', suggestions: [] });
  });

  it('a longer MPN is a suggestion, not a match', async () => {
    const m = await one(line(['U1'], { mpn: 'ATMEGA328P' }));
    expect(m.status).toBe('pending');
    expect(m.suggestions.map((s) => s.mpn)).toContain('ATMEGA328P-AU');
  });

  it('falls back on the description\'s words', async () => {
    const m = await one(line(['BT1'], { mpn: 'KEYSTONE-HOLDER-X', description: 'Battery holder CR2032' }));
    expect(m).toMatchObject({ status: 'pending', suggestions: [{ mpn: 'BAT-HLD-001-SMT' }] });
  });
});

describe('unavailable, stock and price', () => {
  it('an MPN the catalogue has nothing like is unavailable', async () => {
    const [unknown, empty] = await match([line(['U9'], { mpn: 'ZX-NOT-A-PART-9' }), line(['X1'])]);
    expect(unknown).toEqual({ status: 'unavailable', suggestions: [] });
    expect(empty).toEqual({ status: 'unavailable', suggestions: [] });
  });

  it('says how many parts are missing and offers alternatives with enough stock', async () => {
    const short = part('0402WGF1002TCE');
    const need = 2 * 100;
    const m = await one(line(['R1', 'R2'], { mpn: '0402WGF1002TCE' }), 100);
    expect(m).toMatchObject({ status: 'confirmed', part: { sku: short.sku, stock: 50 }, shortBy: need - 50 });
    // the same value in the same package and category, with stock for the build
    const alternatives = catalogue.filter(
      (p) => p !== short && p.package === '0402' && p.subcategory === short.subcategory && hasValue(p, 'resistance', 10_000) && p.stock >= need,
    );
    expect(alternatives.length).toBeGreaterThan(0);
    expect(skus(m)).toEqual(ranked(alternatives, need).slice(0, 5).map((p) => p.sku));
    // enough for 10 boards: nothing missing
    const fine = await one(line(['R1', 'R2'], { mpn: '0402WGF1002TCE' }), 10);
    expect(fine.shortBy).toBeUndefined();
    expect(fine.suggestions).toEqual([]);
  });

  it('an MPN short from one maker is offered from the other', async () => {
    const m = await one(line(['U1'], { mpn: 'LM358D', manufacturer: 'ST' }), 1000);
    expect(m).toMatchObject({ status: 'confirmed', part: { manufacturer: 'STMicroelectronics' }, shortBy: 1000 - 194 });
    expect(m.suggestions[0]).toMatchObject({ sku: part('LM358D', 'Texas Instruments').sku });
  });

  it('prices at the tier of quantity per board × boards', async () => {
    const ldo = part('AP2112K-3.3TRG1');
    // the unit price of the last tier starting at or below the quantity, in micro-dollars
    const tierMicros = (qty: number) => String([...ldo.tiers].reverse().find((tier) => tier.qty <= qty)!.micros);
    expect(new Set([8, 40, 400].map(tierMicros)).size).toBe(3); // three different tiers
    const l = line(['U1', 'U2', 'U3', 'U4'], { mpn: 'AP2112K-3.3TRG1' });
    for (const boards of [2, 10, 100]) {
      expect((await one(l, boards)).part?.unitMicros, `${boards} boards`).toBe(tierMicros(4 * boards));
    }
  });

  it('answers every line of a mixed BOM in its order', async () => {
    const lines = [
      line(['U1'], { mpn: 'ERJ-2RKF3092X' }),
      line(['U2'], { mpn: 'NOPE-1234' }),
      line(['C1'], { value: '100nF', footprint: '0402' }),
      line(['U3'], { mpn: 'TLV1117LV33DCY' }),
    ];
    expect((await match(lines)).map((m) => m.status)).toEqual(['confirmed', 'unavailable', 'pending', 'confirmed']);
  });
});

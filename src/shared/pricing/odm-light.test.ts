// The ODM light engine and its control rules (issue 13): the spec's $100 sample fee on every order, control states
// between options, integer money built from the table's own entries.
import { describe, expect, it } from 'vitest';
import { ParamControl } from '../ids';
import { applyOdmControls, defaultOdmLightValues, odmControlStates, validateOdmLight, type OdmLightValues } from '../rules/odm-light';
import { sumLines } from './lines';
import { defaultOdmLightTables as T, priceOdmLight } from './odm-light';

const values = (over: Partial<OdmLightValues> = {}): OdmLightValues => ({ ...defaultOdmLightValues(), ...over });
const line = (v: OdmLightValues, key: string) => priceOdmLight(v, T).lines.find((l) => l.key === key)?.amount;

describe('ODM light price', () => {
  it('always carries the $100 sample fee (spec services §9)', () => {
    expect(line(values(), 'sample')).toBe(10_000n);
    expect(line(values({ quantity: 5000, packaging: 'retail-box' }), 'sample')).toBe(10_000n);
  });

  it('prices per piece from the table and adds one-off setups once', () => {
    const v = values({ base: 'xiao-rp2040', enclosure: 'standard', colour: 'red', logo: 'laser', firmware: 'custom', quantity: 200 });
    const p = priceOdmLight(v, T);
    expect(line(v, 'product')).toBe((T.baseCents['xiao-rp2040'] + T.enclosureCents.standard + T.colourCents) * 200n);
    expect(line(v, 'print')).toBe(T.logoCents.laser * 200n);
    expect(line(v, 'setup')).toBe(T.logoSetupCents.laser + T.firmwareSetupCents.custom);
    expect(line(v, 'odm_volume_discount')).toBeUndefined();
    expect(p.total).toBe(sumLines(p.lines));
    expect(p.buildDays).toBe(T.buildDays.sample + T.buildDays.production);
  });

  it('takes the highest volume step off the per-piece lines only, rounded in the customer’s favour', () => {
    const v = values({ quantity: 1000 });
    const perPiece = (T.baseCents['xiao-esp32c3'] + T.enclosureCents.standard + T.laborCents + T.firmwareCents.stock) * 1000n;
    expect(line(v, 'odm_volume_discount')).toBe(-((perPiece * 10n) / 100n));
  });

  it('plain colours cost nothing extra, and no enclosure means no colour charge', () => {
    expect(line(values({ colour: 'white' }), 'product')).toBe((T.baseCents['xiao-esp32c3'] + T.enclosureCents.standard) * 100n);
    expect(line(values({ enclosure: 'none', colour: 'blue' }), 'product')).toBe(T.baseCents['xiao-esp32c3'] * 100n);
  });
});

describe('ODM light control states', () => {
  it('disables colour and logo without an enclosure, and forces their values', () => {
    const s = odmControlStates(values({ enclosure: 'none' }));
    expect(s.colour.state).toBe(ParamControl.Disabled);
    expect(s.logo.state).toBe(ParamControl.Disabled);
    expect(applyOdmControls(values({ enclosure: 'none', logo: 'laser' })).logo).toBe('none');
    expect(odmControlStates(values()).logo.state).toBe(ParamControl.Active);
  });

  it('bounds the quantity: at least 100 with the waterproof enclosure, at most 2000 gift boxes', () => {
    expect(validateOdmLight(values({ quantity: 49 }))).toMatchObject([{ field: 'quantity', key: 'odmlight.rule.quantityMin' }]);
    expect(validateOdmLight(values({ enclosure: 'waterproof', quantity: 80 }))).toMatchObject([{ params: { min: 100 } }]);
    expect(validateOdmLight(values({ packaging: 'gift-box', quantity: 2500 }))).toMatchObject([{ key: 'odmlight.rule.quantityMax', params: { max: 2000 } }]);
    expect(validateOdmLight(values({ packaging: 'gift-box', quantity: 2000 }))).toEqual([]);
  });
});

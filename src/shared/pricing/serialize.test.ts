import { describe, expect, it } from 'vitest';
import { PcbTier } from '../ids';
import { defaultPcbValues } from '../rules/pcb';
import { pricePcb } from './pcb';
import { tablesFromJson, tablesToJson } from './serialize';
import { defaultPcbTables, defaultStencilTables, type PcbTables } from './tables';
import { defaultShippingTables } from './shipping-tables';

describe('table serialisation', () => {
  it('round-trips every table exactly, bigints included', () => {
    for (const t of [defaultPcbTables, defaultStencilTables, defaultShippingTables]) {
      expect(tablesFromJson(tablesToJson(t))).toEqual(t);
    }
    expect(tablesToJson({ a: 490n })).toBe('{"a":{"$bigint":"490"}}');
  });

  it('prices the same from a stored copy', () => {
    const stored = tablesFromJson<PcbTables>(tablesToJson(defaultPcbTables));
    const v = { ...defaultPcbValues(), sizeConfirmed: true };
    expect(pricePcb(PcbTier.Normal, v, stored).total).toBe(490n);
  });

  it('leaves ordinary objects and malformed tags alone', () => {
    expect(tablesFromJson('{"$bigint":"4.5"}')).toEqual({ $bigint: '4.5' });
    expect(tablesFromJson('{"$bigint":"1","x":2}')).toEqual({ $bigint: '1', x: 2 });
  });
});

// The readings BOM matching relies on (issue 11): which written part numbers are the same part in other packaging,
// what a line's value and footprint say, which maker names are the same maker. Cases from makers' numbering rules.
import { describe, expect, it } from 'vitest';
import { isPackagingVariant, writtenKeys } from './bom-keys';
import { lineValues, valueAsMpn } from './line-values';
import { sameMaker } from './maker-name';
import type { BomLine } from '../../../shared/pcba/bom-line';

const line = (over: Partial<BomLine>): BomLine => ({
  row: 2, designators: ['C1'], quantity: 1, mpn: '', manufacturer: '', value: '', footprint: '', description: '', ...over,
});

describe('writtenKeys', () => {
  it('keys an MPN without punctuation and offers it as a SKU as written and in upper case', () => {
    expect(writtenKeys(' erj-2rkf3092x ')).toEqual({ skus: ['erj-2rkf3092x', 'ERJ-2RKF3092X'], key: 'ERJ2RKF3092X', stripped: [] });
  });

  it('strips packaging suffixes a customer adds, but not a bare T (2N7002T is another package)', () => {
    expect(writtenKeys('AO3400A/TR').stripped).toEqual(['AO3400A']);
    expect(writtenKeys('AO3400A-TR').stripped).toEqual(['AO3400A']);
    expect(writtenKeys('BAT54-T').stripped).toEqual(['BAT54']);
    expect(writtenKeys('2N7002T').stripped).toEqual([]);
    expect(writtenKeys('IRLML6402TRPBF').stripped).toContain('IRLML6402PBF');
  });

  it('reads the MPN out of Digi-Key and Mouser part numbers', () => {
    expect(writtenKeys('LM358DRCT-ND').stripped).toContain('LM358DR');
    expect(writtenKeys('LM358DR-ND').stripped).toContain('LM358DR');
    expect(writtenKeys('595-LM358DR').stripped).toContain('LM358DR');
    // Digi-Key's own numbers name no MPN: nothing useful, nothing wrong
    expect(writtenKeys('296-1395-1-ND').stripped.every((k) => k.startsWith('296'))).toBe(true);
  });
});

describe('isPackagingVariant', () => {
  it('accepts reel suffixes the catalogue adds', () => {
    expect(isPackagingVariant('LM358D', 'LM358DR')).toBe(true);
    expect(isPackagingVariant('LM358D', 'LM358DR2G')).toBe(true);
    expect(isPackagingVariant('BAT54', 'BAT54-T')).toBe(true);
    expect(isPackagingVariant('IRLML6402PBF', 'IRLML6402TRPBF')).toBe(true);
  });

  it('refuses anything that changes the part', () => {
    expect(isPackagingVariant('GRM155R70J104', 'GRM155R70J104KA01D')).toBe(false);
    expect(isPackagingVariant('GRM155R70J104', 'GRM155R70J102KA01D')).toBe(false);
    expect(isPackagingVariant('2N7002', '2N7002T')).toBe(false);
    expect(isPackagingVariant('ATMEGA328P', 'ATMEGA328P-AU')).toBe(false);
    expect(isPackagingVariant('LM358D', 'LM358D')).toBe(false);
  });
});

describe('lineValues', () => {
  it('reads values as schematics write them, with the unit from the designator', () => {
    expect(lineValues(line({ value: '100nF' })).primary).toEqual({ kind: 'capacitance', value: 1e-7 });
    expect(lineValues(line({ value: '100n' })).primary).toEqual({ kind: 'capacitance', value: 1e-7 });
    expect(lineValues(line({ value: '4u7' })).primary).toEqual({ kind: 'capacitance', value: 4.7e-6 });
    expect(lineValues(line({ designators: ['R3'], value: '4k7' })).primary).toEqual({ kind: 'resistance', value: 4700 });
    expect(lineValues(line({ designators: ['R3'], value: '100' })).primary).toEqual({ kind: 'resistance', value: 100 });
    // a capacitor's "10k" is a typo, not a resistance
    expect(lineValues(line({ value: '10k' })).primary).toBeUndefined();
  });

  it('keeps the ratings a substitute must meet and reads them from the description when the value is empty', () => {
    expect(lineValues(line({ value: '100nF/16V X7R' }))).toMatchObject({ primary: { kind: 'capacitance' }, minVoltage: 16 });
    expect(lineValues(line({ designators: ['R1'], value: '10k 1%' }))).toMatchObject({ primary: { value: 10_000 }, maxTolerance: 1 });
    expect(lineValues(line({ designators: ['R1'], description: 'RES 10K OHM 1% 1/16W 0402' }))).toMatchObject({
      primary: { kind: 'resistance', value: 10_000 }, maxTolerance: 1, packages: ['0402'],
    });
  });

  it('reads packages from CAD footprints', () => {
    expect(lineValues(line({ footprint: 'Capacitor_SMD:C_0402_1005Metric' })).packages[0]).toBe('0402');
    expect(lineValues(line({ footprint: 'R_0603_1608Metric' })).packages[0]).toBe('0603');
    expect(lineValues(line({ footprint: 'Package_TO_SOT_SMD:SOT-23' })).packages).toContain('SOT-23');
    expect(lineValues(line({ footprint: 'SOIC-8_3.9x4.9mm_P1.27mm' })).packages).toContain('SOIC-8');
  });

  it('takes a value column holding an MPN as the MPN (KiCad), and a value as a value', () => {
    expect(valueAsMpn(line({ designators: ['U1'], value: 'STM32F103C8T6' }))).toBe('STM32F103C8T6');
    expect(valueAsMpn(line({ value: '100nF' }))).toBe('');
    expect(valueAsMpn(line({ value: '0402' }))).toBe('');
    expect(valueAsMpn(line({ designators: ['U1'], value: 'STM32F103C8T6', mpn: 'STM32F103C8T6TR' }))).toBe('');
  });
});

describe('sameMaker', () => {
  it('matches short and long forms of a maker name', () => {
    expect(sameMaker('Murata', 'Murata Electronics')).toBe(true);
    expect(sameMaker('TI', 'Texas Instruments')).toBe(true);
    expect(sameMaker('YAGEO Corp.', 'YAGEO')).toBe(true);
    expect(sameMaker('Samsung', 'Samsung Electro-Mechanics')).toBe(true);
    expect(sameMaker('ON Semiconductor', 'onsemi')).toBe(true);
    expect(sameMaker('ST', 'STMicroelectronics')).toBe(true);
    expect(sameMaker('TI', 'Tianjin Electronics')).toBe(false);
    expect(sameMaker('Murata', null)).toBe(false);
  });
});

// Engineering values as customers type them and catalogues print them (issue 10: "100nF 0402 X7R", "10k 1% 0603").
import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity } from './units';
import { packageFamily } from './package-family';

describe('parseQuantity', () => {
  it.each([
    ['100nF', 'capacitance', 100e-9],
    ['0.1uF', 'capacitance', 100e-9],
    ['0.1µF', 'capacitance', 100e-9],
    ['4.7uF', 'capacitance', 4.7e-6],
    ['22pF', 'capacitance', 22e-12],
    ['2n2', 'capacitance', 2.2e-9],
    ['10k', 'resistance', 10_000],
    ['10K', 'resistance', 10_000],
    ['4k7', 'resistance', 4_700],
    ['4R7', 'resistance', 4.7],
    ['100R', 'resistance', 100],
    ['1M', 'resistance', 1e6],
    ['49.9kΩ', 'resistance', 49_900],
    ['10 ohm', 'resistance', 10],
    ['16V', 'voltage', 16],
    ['500mA', 'current', 0.5],
    ['62.5mW', 'power', 0.0625],
    ['12MHz', 'frequency', 12e6],
    ['32.768kHz', 'frequency', 32_768],
    ['4.7uH', 'inductance', 4.7e-6],
    ['1%', 'tolerance', 1],
    ['±10%', 'tolerance', 10],
  ])('%s is a %s of %d', (text, kind, value) => {
    const q = parseQuantity(text);
    expect(q?.kind).toBe(kind);
    expect(q!.value).toBeCloseTo(value, 15);
  });

  it.each(['0402', '0603', 'X7R', 'STM32F103', '10', '1m', 'AMS1117-3.3', ''])('%s is not a value', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it('writes values the way catalogues print them', () => {
    expect(formatQuantity('capacitance', 1.0000000000000001e-7)).toBe('100nF');
    expect(formatQuantity('resistance', 4700)).toBe('4.7kΩ');
    expect(formatQuantity('resistance', 30)).toBe('30Ω');
    expect(formatQuantity('power', 0.0625)).toBe('62.5mW');
    expect(formatQuantity('tolerance', 1)).toBe('±1%');
    expect(formatQuantity('frequency', 1e8)).toBe('100MHz');
  });
});

describe('packageFamily', () => {
  it.each([
    ['0402', 'chip'], ['R0603', 'chip'], ['SOD-323', 'chip'], ['SOT-23-5', 'sot'], ['SOT-223', 'sot'], ['SOIC-8', 'soic'],
    ['TSSOP-20', 'soic'], ['QFN-56', 'qfn'], ['UFQFPN-48', 'qfn'], ['LQFP-48', 'qfp'], ['TO-220', 'to'], ['DIP-28', 'dip'],
    ['SMD Module', 'module'], ['XIAO module 21x17.8mm', 'module'], ['USB-C-SMD', 'connector'], ['Cable', 'other'],
  ])('%s draws as %s', (name, family) => expect(packageFamily(name)).toBe(family));
});

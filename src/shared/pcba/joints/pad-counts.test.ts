// The per-package pad table (issue 11: joints counted from the files): the names KiCad, Altium, EasyEDA/JLCPCB and
// Eagle write, with the pads each package has (its lead count, the exposed pad, a header's rows × pins).
import { describe, expect, it } from 'vitest';
import { padsOf } from './pad-counts';

const smt = (pads: number) => expect.objectContaining({ pads, tht: false });
const tht = (pads: number) => expect.objectContaining({ pads, tht: true });

describe('padsOf', () => {
  it('counts two pads on chip parts, in imperial and metric size codes, with or without a library prefix', () => {
    for (const name of ['0603', 'R_0603_1608Metric', 'Capacitor_SMD:C_0402_1005Metric', 'C0805', 'LED_1206_3216Metric', 'CP_EIA-3216-18_Kemet-A'])
      expect(padsOf(name), name).toEqual(smt(2));
  });

  it('counts the leads of small outline transistors', () => {
    expect(padsOf('SOT-23')).toEqual(smt(3));
    expect(padsOf('Package_TO_SOT_SMD:SOT-23-5')).toEqual(smt(5));
    expect(padsOf('TSOT-23-6')).toEqual(smt(6));
    expect(padsOf('SOT-363_SC-70-6')).toEqual(smt(6));
    // three leads and the tab
    expect(padsOf('SOT-223-3_TabPin2')).toEqual(smt(4));
    expect(padsOf('SOT-89-3')).toEqual(smt(3));
  });

  it('counts IC leads from the name, plus the exposed pad', () => {
    expect(padsOf('SOIC-8_3.9x4.9mm_P1.27mm')).toEqual(smt(8));
    expect(padsOf('TSSOP-20_4.4x6.5mm_P0.65mm')).toEqual(smt(20));
    expect(padsOf('LQFP-48_7x7mm_P0.5mm')).toEqual(smt(48));
    expect(padsOf('QFN-32-1EP_5x5mm_P0.5mm_EP3.45x3.45mm')).toEqual(smt(33));
    expect(padsOf('HTSSOP-16-1EP_4.4x5mm_P0.65mm')).toEqual(smt(17));
    expect(padsOf('TFBGA-100')).toEqual(smt(100));
  });

  it('counts two pads on SMD diodes and the pin count a name states', () => {
    expect(padsOf('D_SOD-123')).toEqual(smt(2));
    expect(padsOf('SMA')).toEqual(smt(2));
    expect(padsOf('Crystal_SMD_3225-4Pin_3.2x2.5mm')).toEqual(smt(4));
  });

  it('knows through-hole parts: DIP, headers (rows × pins), TO packages, axial and radial parts', () => {
    expect(padsOf('DIP-8_W7.62mm')).toEqual(tht(8));
    expect(padsOf('PDIP-28')).toEqual(tht(28));
    expect(padsOf('Connector_PinHeader_2.54mm:PinHeader_2x05_P2.54mm_Vertical')).toEqual(tht(10));
    expect(padsOf('PinSocket_1x08_P2.54mm_Vertical')).toEqual(tht(8));
    expect(padsOf('PinHeader_1x04_P2.54mm_Vertical_SMD_Pin1Left')).toEqual(smt(4));
    expect(padsOf('TO-220-3_Vertical')).toEqual(tht(3));
    expect(padsOf('TO-92_Inline')).toEqual(tht(3));
    expect(padsOf('R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal')).toEqual(tht(2));
    expect(padsOf('CP_Radial_D5.0mm_P2.00mm')).toEqual(tht(2));
    expect(padsOf('Buzzer_THT_4Pin')).toEqual(tht(4));
  });

  it('does not guess: an unknown name is null', () => {
    expect(padsOf('MyLib:ODD_PART')).toBeNull();
    expect(padsOf('')).toBeNull();
  });
});

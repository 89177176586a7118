// Catalogue parts the BOM matching tests add beside the starter catalogue (src/server/db/seed/opl), each for one
// trap of issue 11: the same MPN from two makers, a 1 nF capacitor one digit away from a 100 nF one, a part short of
// stock, a holder found by its description. MPNs, makers, packages and values are the makers' facts; SKUs, stock and prices are ours.
import type { RawPart } from '../../commands/opl/import/part-record';

const mlcc = (sku: string, mpn: string, farads: number, label: string, stock: number): RawPart => ({
  sku,
  mpn,
  manufacturer: 'Murata Electronics',
  category: 'Capacitors',
  subcategory: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
  package: '0402',
  stock,
  libraryType: 'extended',
  tiers: [{ qty: 1, micros: 3000n }],
  attributes: [
    { name: 'Capacitance', value: label, numbers: [{ kind: 'capacitance', value: farads }] },
    { name: 'Rated voltage', value: '6.3V', numbers: [{ kind: 'voltage', value: 6.3 }] },
    { name: 'Temperature coefficient', value: 'X7R' },
  ],
});

const opamp = (sku: string, manufacturer: string, stock: number): RawPart => ({
  sku,
  mpn: 'LM358D',
  manufacturer,
  category: 'Amplifiers',
  subcategory: 'Operational Amplifier',
  package: 'SOIC-8',
  stock,
  tiers: [{ qty: 1, micros: 72_400n }],
  attributes: [{ name: 'Number of channels', value: '2' }],
});

export const TEST_PARTS: RawPart[] = [
  {
    sku: 'C191118',
    mpn: 'ERJ-2RKF3092X',
    manufacturer: 'Panasonic',
    category: 'Resistors',
    subcategory: 'Chip Resistor - Surface Mount',
    package: '0402',
    stock: 120_000,
    tiers: [{ qty: 1, micros: 4300n }],
    attributes: [{ name: 'Resistance', value: '30.9kΩ', numbers: [{ kind: 'resistance', value: 30_900 }] }],
  },
  // the same MPN from two makers
  opamp('C352856', 'Texas Instruments', 6072),
  opamp('C2936099', 'STMicroelectronics', 194),
  // GRM155R70J104 is 100 nF, GRM155R70J102 1 nF: one digit apart
  mlcc('C76938', 'GRM155R70J104KA01D', 100e-9, '100nF', 40_000),
  mlcc('C76936', 'GRM155R70J102KA01D', 1e-9, '1nF', 50_000),
  // a 10 kΩ 0402 resistor with little stock (the starter catalogue has YAGEO's with plenty)
  {
    sku: 'C25744',
    mpn: '0402WGF1002TCE',
    manufacturer: 'UNI-ROYAL(Uniroyal Elec)',
    category: 'Resistors',
    subcategory: 'Chip Resistor - Surface Mount',
    package: '0402',
    stock: 50,
    tiers: [{ qty: 1, micros: 1100n }],
    attributes: [
      { name: 'Resistance', value: '10kΩ', numbers: [{ kind: 'resistance', value: 10_000 }] },
      { name: 'Tolerance', value: '±1%', numbers: [{ kind: 'tolerance', value: 1 }] },
    ],
  },
  // a second maker of the XC6206P332MR the starter catalogue has from Torex
  {
    sku: 'C5446',
    mpn: 'XC6206P332MR',
    manufacturer: 'Shikues',
    category: 'Power Management ICs',
    subcategory: 'Linear Voltage Regulators (LDO)',
    package: 'SOT-23',
    stock: 300_000,
    tiers: [{ qty: 1, micros: 21_000n }],
    attributes: [{ name: 'Output voltage', value: '3.3V', numbers: [{ kind: 'voltage', value: 3.3 }] }],
  },
  // a ferrite bead whose DC resistance is 200 mΩ: not a 200 mΩ resistor
  {
    sku: 'C1015',
    mpn: 'GZ1608D601TF',
    manufacturer: 'Sunlord',
    category: 'Filters',
    subcategory: 'Ferrite Beads',
    package: '0603',
    stock: 2_000_000,
    libraryType: 'basic',
    tiers: [{ qty: 1, micros: 1500n }],
    attributes: [
      { name: 'Impedance @ frequency', value: '600Ω@100MHz', numbers: [{ kind: 'resistance', value: 600 }] },
      { name: 'Dc resistance', value: '200mΩ', numbers: [{ kind: 'resistance', value: 0.2 }] },
    ],
  },
  {
    sku: 'C964833',
    mpn: 'BAT-HLD-001-SMT',
    manufacturer: 'Linx Technologies',
    category: 'Battery Products',
    subcategory: 'Battery Holders',
    package: 'SMD',
    description: 'CR2032 coin cell battery holder, surface mount',
    stock: 9_000,
    tiers: [{ qty: 1, micros: 380_000n }],
    attributes: [],
  },
];

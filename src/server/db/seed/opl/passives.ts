// Chip resistors and MLCCs a maker orders most (facts: manufacturers' part numbers and ratings). Yageo's RC series
// is numbered by rule (RC<size>FR-07<value>L, 1 %, every E96 value exists), so the resistors are generated from
// the E12/E6 series; the capacitors are listed one by one.
import type { RawPart } from '../../../commands/opl/import/part-record';
import { formatQuantity } from '../../../../shared/opl/units';

const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];
const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8];

/** Yageo's value code: 4700 → "4K7", 100 → "100R", 1e6 → "1M". */
const yageoValue = (ohms: number): string => {
  const [div, letter] = ohms >= 1e6 ? [1e6, 'M'] : ohms >= 1e3 ? [1e3, 'K'] : [1, 'R'];
  const v = Number((ohms / div).toPrecision(3));
  const [whole, frac = ''] = String(v).split('.');
  return `${whole}${letter}${frac}`;
};

const RATED: Record<string, { size: string; power: number; voltage: number; basePrice: number }> = {
  '0402': { size: '0402', power: 0.0625, voltage: 50, basePrice: 900 },
  '0603': { size: '0603', power: 0.1, voltage: 75, basePrice: 1100 },
  '0805': { size: '0805', power: 0.125, voltage: 150, basePrice: 1600 },
  '1206': { size: '1206', power: 0.25, voltage: 200, basePrice: 2400 },
};

const resistor = (size: string, ohms: number, n: number): RawPart => {
  const r = RATED[size]!;
  const value = formatQuantity('resistance', ohms);
  return {
    sku: `OPL-R${size}-${n.toString().padStart(3, '0')}`,
    mpn: `RC${size}FR-07${yageoValue(ohms)}L`,
    manufacturer: 'YAGEO',
    category: 'Resistors',
    subcategory: 'Chip Resistor - Surface Mount',
    package: size,
    description: '',
    datasheet: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/PYu-RC_Group_51_RoHS_L_12.pdf',
    stock: 50_000 + ((ohms * 7) % 40_000),
    libraryType: size === '0402' || size === '0603' ? 'basic' : 'extended',
    joints: 2,
    tiers: [
      { qty: 1, micros: BigInt(r.basePrice * 4) },
      { qty: 100, micros: BigInt(r.basePrice * 2) },
      { qty: 1000, micros: BigInt(r.basePrice) },
    ],
    attributes: [
      { name: 'Resistance', value, numbers: [{ kind: 'resistance', value: ohms }] },
      { name: 'Tolerance', value: '±1%', numbers: [{ kind: 'tolerance', value: 1 }] },
      { name: 'Power', value: formatQuantity('power', r.power), numbers: [{ kind: 'power', value: r.power }] },
      { name: 'Overload voltage (max)', value: `${r.voltage}V`, numbers: [{ kind: 'voltage', value: r.voltage }] },
      { name: 'Type', value: 'Thick Film Resistor' },
      { name: 'Temperature coefficient', value: '±100ppm/℃' },
      { name: 'Operating temperature', value: '-55℃~+155℃' },
    ],
  };
};

const decades = (series: number[], from: number, to: number): number[] => {
  const out: number[] = [];
  for (let d = from; d <= to; d *= 10) for (const v of series) out.push(Number((v * d).toPrecision(3)));
  return out;
};

export const resistors = (): RawPart[] => [
  ...decades(E12, 10, 100_000).concat([1e6]).map((ohms, i) => resistor('0603', ohms, i + 1)),
  ...decades(E6, 10, 100_000).concat([1e6]).map((ohms, i) => resistor('0402', ohms, i + 1)),
  ...decades(E6, 10, 100_000).concat([1e6]).map((ohms, i) => resistor('0805', ohms, i + 1)),
  ...decades(E6, 10, 100_000).concat([1e6]).map((ohms, i) => resistor('1206', ohms, i + 1)),
];

// [MPN, manufacturer, package, capacitance (F), rated voltage, dielectric, tolerance %]
const MLCC: [string, string, string, number, number, string, number][] = [
  ['CL05B104KO5NNNC', 'Samsung Electro-Mechanics', '0402', 100e-9, 16, 'X7R', 10],
  ['CL05B103KB5NNNC', 'Samsung Electro-Mechanics', '0402', 10e-9, 50, 'X7R', 10],
  ['CL05B102KB5NNNC', 'Samsung Electro-Mechanics', '0402', 1e-9, 50, 'X7R', 10],
  ['CL05A105KA5NQNC', 'Samsung Electro-Mechanics', '0402', 1e-6, 25, 'X5R', 10],
  ['CL05C220JB5NNNC', 'Samsung Electro-Mechanics', '0402', 22e-12, 50, 'C0G', 5],
  ['CL05C100JB5NNNC', 'Samsung Electro-Mechanics', '0402', 10e-12, 50, 'C0G', 5],
  ['GRM155R71C104KA88D', 'Murata Electronics', '0402', 100e-9, 16, 'X7R', 10],
  ['GRM155R60J105KE19D', 'Murata Electronics', '0402', 1e-6, 6.3, 'X5R', 10],
  ['GRM155R61A475MEAAD', 'Murata Electronics', '0402', 4.7e-6, 10, 'X5R', 20],
  ['CL10B104KB8NNNC', 'Samsung Electro-Mechanics', '0603', 100e-9, 50, 'X7R', 10],
  ['CL10B103KB8NNNC', 'Samsung Electro-Mechanics', '0603', 10e-9, 50, 'X7R', 10],
  ['CL10A105KB8NNNC', 'Samsung Electro-Mechanics', '0603', 1e-6, 50, 'X5R', 10],
  ['CL10A475KO8NNNC', 'Samsung Electro-Mechanics', '0603', 4.7e-6, 16, 'X5R', 10],
  ['CL10A106KP8NNNC', 'Samsung Electro-Mechanics', '0603', 10e-6, 10, 'X5R', 10],
  ['CL10C101JB8NNNC', 'Samsung Electro-Mechanics', '0603', 100e-12, 50, 'C0G', 5],
  ['CL10C220JB8NNNC', 'Samsung Electro-Mechanics', '0603', 22e-12, 50, 'C0G', 5],
  ['GRM188R71H104KA93D', 'Murata Electronics', '0603', 100e-9, 50, 'X7R', 10],
  ['GRM188R61E106KA73D', 'Murata Electronics', '0603', 10e-6, 25, 'X5R', 10],
  ['CL21B104KBCNNNC', 'Samsung Electro-Mechanics', '0805', 100e-9, 50, 'X7R', 10],
  ['CL21A106KAYNNNE', 'Samsung Electro-Mechanics', '0805', 10e-6, 25, 'X5R', 10],
  ['CL21A226MQQNNNE', 'Samsung Electro-Mechanics', '0805', 22e-6, 6.3, 'X5R', 20],
  ['CL21B105KBFNNNE', 'Samsung Electro-Mechanics', '0805', 1e-6, 50, 'X7R', 10],
  ['GRM21BR61E226ME44L', 'Murata Electronics', '0805', 22e-6, 25, 'X5R', 20],
  ['CL31A106KBHNNNE', 'Samsung Electro-Mechanics', '1206', 10e-6, 50, 'X5R', 10],
  ['CL31A107MQHNNNE', 'Samsung Electro-Mechanics', '1206', 100e-6, 6.3, 'X5R', 20],
];

export const capacitors = (): RawPart[] =>
  MLCC.map(([mpn, manufacturer, pkg, farads, volts, dielectric, tol], i) => ({
    sku: `OPL-C${pkg}-${(i + 1).toString().padStart(3, '0')}`,
    mpn,
    manufacturer,
    category: 'Capacitors',
    subcategory: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
    package: pkg,
    description: '',
    stock: 80_000 + i * 1_000,
    libraryType: volts >= 16 && farads <= 1e-6 ? 'basic' : 'extended',
    joints: 2,
    tiers: [
      { qty: 1, micros: BigInt(Math.round(2_000 + farads * 1e9)) },
      { qty: 100, micros: BigInt(Math.round(1_200 + farads * 6e8)) },
      { qty: 1000, micros: BigInt(Math.round(800 + farads * 4e8)) },
    ],
    attributes: [
      { name: 'Capacitance', value: formatQuantity('capacitance', farads), numbers: [{ kind: 'capacitance', value: farads }] },
      { name: 'Rated voltage', value: `${volts}V`, numbers: [{ kind: 'voltage', value: volts }] },
      { name: 'Temperature coefficient', value: dielectric },
      { name: 'Tolerance', value: `±${tol}%`, numbers: [{ kind: 'tolerance', value: tol }] },
    ],
  }));

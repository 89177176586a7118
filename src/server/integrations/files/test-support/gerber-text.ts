// Small, valid Gerber X2 and Excellon texts for fixtures and tests. Units are mm (or inch for `inch: true`),
// coordinate format 4.6 (mm) / 2.6 (inch), written the way CAD tools do.

export interface GerberOptions {
  /** X2 FileFunction value, e.g. 'Copper,L2,Inr'. Omitted = an X1 file (identified by name only). */
  fileFunction?: string;
  inch?: boolean;
}

const coord = (value: number): string => String(Math.round(value * 1e6));
const xy = (x: number, y: number): string => `X${coord(x)}Y${coord(y)}`;

const header = ({ fileFunction, inch }: GerberOptions): string[] => [
  'G04 Fusion test fixture*',
  '%TF.GenerationSoftware,Fusion,fixtures,1.0*%',
  ...(fileFunction ? [`%TF.FileFunction,${fileFunction}*%`] : []),
  inch ? '%FSLAX26Y26*%' : '%FSLAX46Y46*%',
  inch ? '%MOIN*%' : '%MOMM*%',
  '%LPD*%',
  inch ? '%ADD10C,0.004*%' : '%ADD10C,0.100000*%',
  inch ? '%ADD11C,0.040*%' : '%ADD11C,1.000000*%',
  'G01*',
];

/**
 * A board outline: a width x height rectangle from the origin. With `bulge`, the right edge is a half circle
 * bulging out by height/2, so the board is width + height/2 wide (tests the arc extremes).
 */
export const outlineGerber = (width: number, height: number, opts: GerberOptions & { bulge?: boolean } = {}): string => {
  const lines = [...header(opts), 'G75*', 'D10*', `${xy(0, 0)}D02*`, `${xy(width, 0)}D01*`];
  if (opts.bulge) {
    // Counter-clockwise half circle from (w, 0) to (w, h) around (w, h/2): reaches x = w + h/2.
    lines.push('G03*', `${xy(width, height)}I0J${coord(height / 2)}D01*`, 'G01*');
  } else {
    lines.push(`${xy(width, height)}D01*`);
  }
  lines.push(`${xy(0, height)}D01*`, `${xy(0, 0)}D01*`, 'M02*');
  return lines.join('\n') + '\n';
};

/** A copper-like layer: a few pads and one trace inside the board. */
export const featureGerber = (width: number, height: number, opts: GerberOptions = {}): string =>
  [
    ...header(opts),
    'D11*',
    `${xy(width * 0.25, height * 0.5)}D03*`,
    `${xy(width * 0.75, height * 0.5)}D03*`,
    'D10*',
    `${xy(width * 0.25, height * 0.5)}D02*`,
    `${xy(width * 0.75, height * 0.5)}D01*`,
    'M02*',
  ].join('\n') + '\n';

/** An Excellon drill file (metric, decimal coordinates), optionally with the `; #@! TF.FileFunction` comment. */
export const excellon = (holes: ReadonlyArray<[number, number]>, fileFunction?: string): string =>
  [
    'M48',
    '; DRILL file Fusion test fixture',
    ...(fileFunction ? [`; #@! TF.FileFunction,${fileFunction}`] : []),
    'FMAT,2',
    'METRIC',
    'T1C0.300',
    '%',
    'G90',
    'G05',
    'T1',
    ...holes.map(([x, y]) => `X${x.toFixed(3)}Y${y.toFixed(3)}`),
    'M30',
  ].join('\n') + '\n';

/** An outline made of `segments` tiny line segments: hostile for renderers that gap-fill outlines (O(n^2)). */
export const busyOutlineGerber = (segments: number): string => {
  const lines = [...header({ fileFunction: 'Profile,NP' }), 'D10*', `${xy(0, 0)}D02*`];
  const step = 0.01;
  for (let i = 1; i <= segments; i += 1) {
    // A zig-zag so no two consecutive segments merge into one line.
    lines.push(`${xy(i * step, i % 2 === 0 ? 0 : step)}D01*`);
  }
  lines.push('M02*');
  return lines.join('\n') + '\n';
};

// The family of a package name, which picks the placeholder drawing a part gets when its photo cannot be reached
// (the public catalogue's images live on a server this shop does not serve). Order matters: the first match wins.
export const PACKAGE_FAMILIES = ['chip', 'sot', 'soic', 'qfn', 'qfp', 'bga', 'dip', 'to', 'module', 'connector', 'other'] as const;
export type PackageFamily = (typeof PACKAGE_FAMILIES)[number];

const RULES: [RegExp, PackageFamily][] = [
  // imperial chip sizes (0201, 0402, 0603, 0805, 1206, 1210, 2512...) and "R0603"/"C0805"-style names
  [/^[RCL]?(01005|0201|0402|0603|0805|1008|1206|1210|1806|1812|2010|2220|2512)(_|$|\b)/i, 'chip'],
  [/^(SMA|SMB|SMC|SOD|MELF|MINIMELF|LL-?34|DO-?21[34]|CASE-[A-Z])/i, 'chip'],
  [/^(SOT|SC-?70|SC-?59|TSOT|SOT-?23|SOT-?89|SOT-?223|SOT-?363)/i, 'sot'],
  [/^(SOIC|SOP|SSOP|TSSOP|MSOP|HSOP|ESOP|QSOP|VSSOP|TSOP|SO-?\d)/i, 'soic'],
  [/(QFN|QFPN|DFN|SON|WSON|VSON|LGA|UDFN|WDFN|TDFN|VQFN|WQFN|UQFN)/i, 'qfn'],
  [/(QFP|LQFP|TQFP|PQFP)/i, 'qfp'],
  [/(BGA|WLCSP|CSP)/i, 'bga'],
  [/^(DIP|PDIP|SIP|ZIP)/i, 'dip'],
  [/^(TO-?|DPAK|D2PAK|IPAK|PowerPAK)/i, 'to'],
  [/(module|SMD,?\d+(\.\d+)?x\d|XIAO|Grove|board)/i, 'module'],
  [/(header|connector|USB|plugin|pitch|P=|\dP\b|JST|RJ45|terminal)/i, 'connector'],
];

export const packageFamily = (name: string): PackageFamily => {
  const n = name.trim();
  for (const [re, family] of RULES) if (re.test(n)) return family;
  return 'other';
};

// Names of the 3D printing choices in both languages: one table for the order page (web print3d namespace) and the
// item's specifications in words on the cart, order, invoice and e-mails (../params/spec-words.ts). Ids are the
// price table's (../pricing/print3d-tables.ts); a material or colour staff add without a name here shows its id.

export const PRINT3D_CHOICES_EN = {
  param: {
    process: 'Process', material: 'Material', colour: 'Colour', finish: 'Finish', unit: 'Model unit', size: 'Size',
    volume: 'Volume', quantity: 'Quantity',
  },
  process: {
    sla: 'SLA (resin)', mjf: 'MJF (HP Multi Jet Fusion)', sls: 'SLS (selective laser sintering)', fdm: 'FDM (filament)',
  },
  material: {
    standard_resin: 'Standard resin', tough_resin: 'Tough resin', clear_resin: 'Clear resin', pa12_mjf: 'PA12 nylon',
    pa12_sls: 'PA12 nylon', pa12_gf_sls: 'PA12 glass-filled nylon', pla: 'PLA', petg: 'PETG', abs: 'ABS',
  },
  colour: { white: 'White', grey: 'Grey', black: 'Black', clear: 'Clear', red: 'Red', blue: 'Blue' },
  finish: {
    standard: 'Standard (as printed)', sanded: 'Sanded', dyed_black: 'Dyed black', vapor_smoothed: 'Vapour smoothed', painted: 'Painted',
  },
  unit: { mm: 'mm', inch: 'inch' },
  size: '{{x}} × {{y}} × {{z}} mm',
  volumeValue: '{{v}} cm³',
  pcs: '{{value}} pcs',
};

export const PRINT3D_CHOICES_JA: typeof PRINT3D_CHOICES_EN = {
  param: {
    process: '造形方式', material: '材料', colour: '色', finish: '仕上げ', unit: 'モデルの単位', size: 'サイズ',
    volume: '体積', quantity: '数量',
  },
  process: {
    sla: 'SLA（光造形・レジン）', mjf: 'MJF（HP Multi Jet Fusion）', sls: 'SLS（粉末焼結）', fdm: 'FDM（熱溶解積層）',
  },
  material: {
    standard_resin: 'スタンダードレジン', tough_resin: 'タフレジン', clear_resin: 'クリアレジン', pa12_mjf: 'PA12ナイロン',
    pa12_sls: 'PA12ナイロン', pa12_gf_sls: 'PA12ガラス繊維入りナイロン', pla: 'PLA', petg: 'PETG', abs: 'ABS',
  },
  colour: { white: '白', grey: 'グレー', black: '黒', clear: '透明', red: '赤', blue: '青' },
  finish: {
    standard: '標準（造形のまま）', sanded: '研磨', dyed_black: '黒染め', vapor_smoothed: '蒸気平滑化', painted: '塗装',
  },
  unit: { mm: 'mm', inch: 'インチ' },
  size: '{{x}} × {{y}} × {{z}} mm',
  volumeValue: '{{v}} cm³',
  pcs: '{{value}}個',
};

type Group = 'process' | 'material' | 'colour' | 'finish' | 'unit';

/** A choice's name, or its id when the table has one the texts do not know yet. */
export const print3dChoiceName = (texts: typeof PRINT3D_CHOICES_EN, group: Group, id: string): string =>
  (texts[group] as Record<string, string>)[id] ?? id;

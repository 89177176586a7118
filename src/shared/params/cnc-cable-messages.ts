// Parameter names and choice texts of CNC parts and cable assemblies (issue 12), in English and Japanese: the
// order forms, the cart lines, orders, invoices and mails all read them (web catalogs `order.cnc` / `order.cable`,
// and spec-words.ts). Material grades keep their standard designations in both languages.
import type { CABLE_HEAT_SHRINK, CABLE_TYPES, ConnectorKey, WireColour } from '../rules/cable';
import type { CNC_FINISHES, CNC_THREADS, CNC_TOLERANCES, CncMaterial } from '../rules/cnc';

type Texts<K extends string> = Record<K, string>;

const MATERIALS: Texts<CncMaterial> = {
  'al-6061-t6': 'Aluminium 6061-T6', 'al-7075-t6': 'Aluminium 7075-T6', 'al-5052-h32': 'Aluminium 5052-H32',
  'al-2024-t3': 'Aluminium 2024-T3', 'al-mic6': 'Aluminium MIC-6 cast plate', 'ss-303': 'Stainless steel 303',
  'ss-304': 'Stainless steel 304', 'ss-316l': 'Stainless steel 316L', 'ss-17-4ph': 'Stainless steel 17-4 PH',
  'steel-1045': 'Carbon steel 1045', 'steel-4140': 'Alloy steel 4140', 'brass-c360': 'Brass C360', 'copper-c110': 'Copper C110',
  'ti-gr5': 'Titanium Grade 5 (Ti-6Al-4V)', 'pom-c': 'POM-C (acetal copolymer)', peek: 'PEEK', abs: 'ABS', pa6: 'Nylon PA6',
  pc: 'Polycarbonate', ptfe: 'PTFE', 'uhmw-pe': 'UHMW-PE',
};
const MATERIALS_JA: Texts<CncMaterial> = {
  'al-6061-t6': 'アルミニウム A6061-T6', 'al-7075-t6': 'アルミニウム A7075-T6', 'al-5052-h32': 'アルミニウム A5052-H32',
  'al-2024-t3': 'アルミニウム A2024-T3', 'al-mic6': 'アルミニウム MIC-6 鋳造板', 'ss-303': 'ステンレス SUS303',
  'ss-304': 'ステンレス SUS304', 'ss-316l': 'ステンレス SUS316L', 'ss-17-4ph': 'ステンレス SUS630（17-4PH）',
  'steel-1045': '炭素鋼 S45C（1045）', 'steel-4140': 'クロムモリブデン鋼 SCM440（4140）', 'brass-c360': '快削黄銅 C3604（C360）',
  'copper-c110': 'タフピッチ銅 C1100（C110）', 'ti-gr5': 'チタン 64合金（Grade 5）', 'pom-c': 'POM（ポリアセタール）', peek: 'PEEK',
  abs: 'ABS', pa6: 'ナイロン PA6', pc: 'ポリカーボネート', ptfe: 'PTFE（テフロン）', 'uhmw-pe': '超高分子量ポリエチレン',
};

export const CNC_PARAM_MESSAGES_EN = {
  param: {
    material: 'Material grade', length_mm: 'Length', width_mm: 'Width', height_mm: 'Height', finish: 'Finish',
    tolerance: 'Tolerance', threads: 'Threads and inserts', thread_count: 'Threads and inserts (count)', quantity: 'Quantity',
    remark: 'Remark', drawing_id: 'Drawing',
  },
  choice: {
    material: MATERIALS,
    finish: {
      'as-machined': 'As machined', 'bead-blasted': 'Bead blasted', 'anodized-clear': 'Anodized (clear)', 'anodized-black': 'Anodized (black)',
      'hard-anodized': 'Hard anodized', chromate: 'Chromate conversion', 'powder-coat': 'Powder coated', passivated: 'Passivated',
      electropolished: 'Electropolished', polished: 'Polished', 'nickel-plated': 'Electroless nickel plated',
    } satisfies Texts<(typeof CNC_FINISHES)[number]>,
    tolerance: { 'iso2768-m': 'ISO 2768-m (medium)', 'iso2768-f': 'ISO 2768-f (fine)', drawing: 'Tighter, as on the drawing' } satisfies Texts<(typeof CNC_TOLERANCES)[number]>,
    threads: { none: 'None', tapped: 'Tapped holes', inserts: 'Threaded inserts', 'tapped-and-inserts': 'Tapped holes and inserts' } satisfies Texts<(typeof CNC_THREADS)[number]>,
  },
  unit: { count: '{{value}}' },
};
export const CNC_PARAM_MESSAGES_JA: typeof CNC_PARAM_MESSAGES_EN = {
  param: {
    material: '材質（グレード）', length_mm: '長さ', width_mm: '幅', height_mm: '高さ', finish: '表面処理', tolerance: '公差',
    threads: 'ねじ・インサート', thread_count: 'ねじ・インサート（数）', quantity: '数量', remark: '備考', drawing_id: '図面',
  },
  choice: {
    material: MATERIALS_JA,
    finish: {
      'as-machined': '切削のまま', 'bead-blasted': 'ビーズブラスト', 'anodized-clear': 'アルマイト（白）', 'anodized-black': 'アルマイト（黒）',
      'hard-anodized': '硬質アルマイト', chromate: 'クロメート', 'powder-coat': '粉体塗装', passivated: '不動態化処理',
      electropolished: '電解研磨', polished: '研磨', 'nickel-plated': '無電解ニッケルめっき',
    },
    tolerance: { 'iso2768-m': 'ISO 2768-m（中級）', 'iso2768-f': 'ISO 2768-f（精級）', drawing: '図面指示（より厳しい公差）' },
    threads: { none: 'なし', tapped: 'タップ穴', inserts: 'ねじインサート', 'tapped-and-inserts': 'タップ穴とインサート' },
  },
  unit: { count: '{{value}}' },
};

const CONNECTORS_EN: Texts<ConnectorKey> = {
  'jst-ph': 'JST PH (2.0 mm)', 'jst-xh': 'JST XH (2.5 mm)', 'jst-sh': 'JST SH (1.0 mm)', 'jst-gh': 'JST GH (1.25 mm)',
  'molex-picoblade': 'Molex PicoBlade (1.25 mm)', 'dupont-254': 'DuPont (2.54 mm)', 'm12-a': 'M12 A-coded',
  'usb-c': 'USB Type-C', 'tinned-end': 'Stripped and tinned',
};
const COLOURS_EN: Texts<WireColour> = {
  black: 'Black', red: 'Red', white: 'White', green: 'Green', blue: 'Blue', yellow: 'Yellow', orange: 'Orange', brown: 'Brown', grey: 'Grey', purple: 'Purple',
};

export const CABLE_PARAM_MESSAGES_EN = {
  param: {
    type: 'Cable type', end_a: 'End A', end_b: 'End B', wires: 'Wires', gauge: 'Wire gauge', colours: 'Wire colours',
    length_mm: 'Length', tolerance_mm: 'Length tolerance', pinout: 'Pin-out', label: 'Label', heat_shrink: 'Heat-shrink',
    quantity: 'Quantity', remark: 'Remark', drawing_id: 'Drawing',
  },
  choice: {
    type: { discrete: 'Discrete wires', ribbon: 'Flat ribbon', 'twisted-pair': 'Twisted pairs', shielded: 'Shielded multicore', coaxial: 'Coaxial' } satisfies Texts<(typeof CABLE_TYPES)[number]>,
    end_a: CONNECTORS_EN,
    end_b: CONNECTORS_EN,
    colour: COLOURS_EN,
    heat_shrink: { none: 'None', ends: 'At both ends', full: 'Full length' } satisfies Texts<(typeof CABLE_HEAT_SHRINK)[number]>,
  },
  unit: { tolerance: '±{{value}} mm', wires: '{{value}} wires', awg: 'AWG {{value}}' },
};
const CONNECTORS_JA: Texts<ConnectorKey> = {
  'jst-ph': 'JST PH（2.0 mm）', 'jst-xh': 'JST XH（2.5 mm）', 'jst-sh': 'JST SH（1.0 mm）', 'jst-gh': 'JST GH（1.25 mm）',
  'molex-picoblade': 'Molex PicoBlade（1.25 mm）', 'dupont-254': 'デュポン（2.54 mm）', 'm12-a': 'M12 Aコード',
  'usb-c': 'USB Type-C', 'tinned-end': '被覆むき・予備はんだ',
};
export const CABLE_PARAM_MESSAGES_JA: typeof CABLE_PARAM_MESSAGES_EN = {
  param: {
    type: 'ケーブルの種類', end_a: '端A', end_b: '端B', wires: '芯数', gauge: '電線サイズ', colours: '電線の色', length_mm: '長さ',
    tolerance_mm: '長さ公差', pinout: 'ピン配置', label: 'ラベル', heat_shrink: '熱収縮チューブ', quantity: '数量', remark: '備考', drawing_id: '図面',
  },
  choice: {
    type: { discrete: 'ディスクリート電線', ribbon: 'フラットリボン', 'twisted-pair': 'ツイストペア', shielded: 'シールド多芯', coaxial: '同軸' },
    end_a: CONNECTORS_JA,
    end_b: CONNECTORS_JA,
    colour: { black: '黒', red: '赤', white: '白', green: '緑', blue: '青', yellow: '黄', orange: '橙', brown: '茶', grey: '灰', purple: '紫' },
    heat_shrink: { none: 'なし', ends: '両端', full: '全長' },
  },
  unit: { tolerance: '±{{value}} mm', wires: '{{value}}芯', awg: 'AWG {{value}}' },
};

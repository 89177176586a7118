// English and Japanese texts for the parameter label keys the schemas emit ('pcb.param.*', 'pcb.choice.*',
// 'pcb.unit.*', 'stencil.param.*', 'stencil.choice.*'). The web catalogs import these, e.g.
//   pcb: { ...PCB_PARAM_MESSAGES_EN, rule: PCB_RULE_MESSAGES_EN, line: PRICE_LINE_MESSAGES_EN }
// so a new parameter cannot ship without both texts (a unit test checks every emitted key).

/** Same keys as the English texts, every leaf a string (the web's Catalog<T>, without importing web code). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const PCB_PARAM_MESSAGES_EN = {
  param: {
    material: 'Base material', layers: 'Layers', width: 'Width', height: 'Height', quantity: 'PCB quantity',
    designs: 'Different designs', panelization: 'Panelization', panelColumns: 'Panel columns', panelRows: 'Panel rows',
    thickness: 'PCB thickness', maskColour: 'Solder mask colour', silkscreen: 'Silkscreen', finish: 'Surface finish',
    outerCopper: 'Outer copper weight', innerCopper: 'Inner copper weight', minDrill: 'Minimum drill hole size',
    traceSpace: 'Minimum trace/space', maskDam: 'Solder mask dam', viaTreatment: 'Via treatment',
    halfHoles: 'Castellated holes (half holes)', impedance: 'Impedance control', blindVias: 'Blind/buried vias',
    expedited: 'Build time', removeOrderNumber: 'Remove order number', remark: 'Order remark',
    sizeConfirmed: 'The board really is 100×100 mm',
  },
  choice: {
    material: { fr4: 'FR-4', aluminum: 'Aluminium', flex: 'Flexible', rigid_flex: 'Rigid-flex' },
    maskColour: {
      green: 'Green', red: 'Red', yellow: 'Yellow', blue: 'Blue', white: 'White', black: 'Black', purple: 'Purple',
      matte_black: 'Matte black', matte_green: 'Matte green',
    },
    silkscreen: { white: 'White', black: 'Black' },
    finish: {
      hasl: 'HASL', hasl_lead_free: 'Lead-free HASL', enig: 'ENIG', osp: 'OSP', hard_gold: 'Hard gold',
      immersion_silver: 'Immersion silver', immersion_tin: 'Immersion tin',
    },
    viaTreatment: { tented: 'Tented', untented: 'Untented', plugged: 'Plugged', epoxy_filled: 'Epoxy filled', capped: 'Epoxy filled and capped' },
    panelization: { none: 'No panel', customer: 'Panel by customer', factory: 'Panel by factory' },
    expedited: { standard: 'Standard', '48h': '48-hour build', '24h': '24-hour build' },
    yes: 'Yes',
    no: 'No',
  },
  unit: {
    mm: '{{value}} mm', oz: '{{value}} oz', layers: '{{value}}-layer', pcs: '{{value}} pcs', mil: '{{value}} mil',
  },
};

export const PCB_PARAM_MESSAGES_JA: Texts<typeof PCB_PARAM_MESSAGES_EN> = {
  param: {
    material: '基材', layers: '層数', width: '幅', height: '高さ', quantity: 'PCB数量',
    designs: 'デザイン数', panelization: '面付け', panelColumns: '面付け列数', panelRows: '面付け行数',
    thickness: '板厚', maskColour: 'レジスト色', silkscreen: 'シルク色', finish: '表面処理',
    outerCopper: '外層銅箔厚', innerCopper: '内層銅箔厚', minDrill: '最小穴径',
    traceSpace: '最小配線幅／間隔', maskDam: 'レジストダム', viaTreatment: 'ビア処理',
    halfHoles: '端面スルーホール（ハーフホール）', impedance: 'インピーダンス制御', blindVias: 'ブラインド／ベリードビア',
    expedited: '製造期間', removeOrderNumber: '注文番号の削除', remark: '備考',
    sizeConfirmed: '基板サイズは100×100 mmで間違いありません',
  },
  choice: {
    material: { fr4: 'FR-4', aluminum: 'アルミ', flex: 'フレキシブル', rigid_flex: 'リジッドフレキ' },
    maskColour: {
      green: '緑', red: '赤', yellow: '黄', blue: '青', white: '白', black: '黒', purple: '紫',
      matte_black: 'マット黒', matte_green: 'マット緑',
    },
    silkscreen: { white: '白', black: '黒' },
    finish: {
      hasl: 'はんだレベラー（HASL）', hasl_lead_free: '鉛フリーはんだレベラー', enig: '無電解金フラッシュ（ENIG）', osp: 'OSP（耐熱プリフラックス）',
      hard_gold: '電解硬質金めっき', immersion_silver: '無電解銀めっき', immersion_tin: '無電解錫めっき',
    },
    viaTreatment: { tented: 'テンティング', untented: 'テンティングなし', plugged: '穴埋め', epoxy_filled: '樹脂穴埋め', capped: '樹脂穴埋め＋蓋めっき' },
    panelization: { none: '面付けなし', customer: 'お客様による面付け', factory: '工場による面付け' },
    expedited: { standard: '通常', '48h': '48時間製造', '24h': '24時間製造' },
    yes: 'はい',
    no: 'いいえ',
  },
  unit: {
    mm: '{{value}} mm', oz: '{{value}} oz', layers: '{{value}}層', pcs: '{{value}}枚', mil: '{{value}} mil',
  },
};

export const STENCIL_PARAM_MESSAGES_EN = {
  param: {
    size: 'Stencil size', framed: 'Framed', side: 'Stencil side', thickness: 'Thickness', electropolishing: 'Electropolishing',
    fiducials: 'Fiducials', quantity: 'Quantity', remark: 'Order remark',
  },
  choice: {
    size: {
      '380x280': '380×280 mm', '370x470': '370×470 mm', '420x520': '420×520 mm', '550x650': '550×650 mm', '736x736': '736×736 mm',
    },
    side: { top: 'Top', bottom: 'Bottom', both_one: 'Top and bottom on one stencil', both_separate: 'Top and bottom on separate stencils' },
    fiducials: { none: 'None', half_lasered: 'Half lasered', lasered_through: 'Lasered through' },
  },
};

export const STENCIL_PARAM_MESSAGES_JA: Texts<typeof STENCIL_PARAM_MESSAGES_EN> = {
  param: {
    size: 'ステンシルサイズ', framed: 'フレーム付き', side: '面', thickness: '板厚', electropolishing: '電解研磨',
    fiducials: 'フィデューシャルマーク', quantity: '数量', remark: '備考',
  },
  choice: {
    size: {
      '380x280': '380×280 mm', '370x470': '370×470 mm', '420x520': '420×520 mm', '550x650': '550×650 mm', '736x736': '736×736 mm',
    },
    side: { top: '表面', bottom: '裏面', both_one: '表裏を1枚に', both_separate: '表裏を別々に' },
    fiducials: { none: 'なし', half_lasered: 'ハーフエッチング', lasered_through: '貫通' },
  },
};

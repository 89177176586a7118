// Price lines the engines return (cost-line names from spec platform §3 / services §3) and their texts for the
// web catalogs. Amounts are bigint US cents; a discount is a negative amount.

export const PRICE_LINE_MESSAGES_EN = {
  pcb: 'PCB',
  setup: 'Setup',
  uncommon_option: 'Uncommon colour or thickness',
  remove_order_number: 'Remove order number',
  expedited: 'PCB expedited',
  special_discount: 'Special discount',
  stencil: 'Stencil',
  electropolishing: 'Electropolishing',
  fiducials: 'Fiducials',
  // PCBA (pricing/pcba.ts; spec services §3 "PCBA cost lines"); the staff quote (contracts/cart.ts) uses the same keys.
  startup: 'Assembly setup',
  consumptive: 'Consumables',
  assembly: 'Assembly',
  operation: 'Operation',
  pcba_minimum: 'Assembly minimum charge',
  component: 'Components',
  pcba_expedited: 'PCBA expedited',
  dfa: 'DFA review',
  function_test: 'Function test',
  certification_mechanical: 'Certification and mechanical parts (awaiting manual quote)',
  pcba_coupon: 'Automatic PCBA coupon (XIAO / LoRa parts)',
  // 3D printing (pricing/print3d.ts)
  print3d_material: 'Printing material',
  print3d_support: 'Support material',
  print3d_machine: 'Print (machine time)',
  print3d_finish: 'Finish',
  print3d_minimum: 'Per-part minimum charge',
  print3d_startup: 'Start-up',
  // Cable assembly (pricing/cable.ts)
  cable_connectors: 'Connectors and contacts',
  cable_wire: 'Wire',
  cable_assembly: 'Crimping and assembly',
  cable_extras: 'Labels, heat-shrink and length check',
  cable_volume_discount: 'Volume discount',
  cable_minimum: 'Minimum order charge',
  // Kitting (pricing/kitting.ts; spec services §3 "Kitting costs"): setup and PCB above, then these
  bom: 'BOM',
  printing_material: 'Printing material',
  kitting: 'Kitting',
  package: 'Packaging',
  // ODM light (pricing/odm-light.ts; spec services §3 cost lines "product, labor, sample, package, print")
  product: 'Product (board and enclosure)',
  labor: 'Assembly and test labour',
  print: 'Logo print',
  odm_firmware: 'Firmware flashing',
  odm_volume_discount: 'Volume discount',
  sample: 'Sample (confirmed before mass production)',
  // Customized payments (staff payment requests, issue 13)
  custom_payment: 'Payment request',
  custom_shipping: 'Shipping cost',
};

export const PRICE_LINE_MESSAGES_JA: Record<keyof typeof PRICE_LINE_MESSAGES_EN, string> = {
  pcb: 'PCB',
  setup: 'セットアップ',
  uncommon_option: '特殊な色・板厚',
  remove_order_number: '注文番号の削除',
  expedited: 'PCB特急',
  special_discount: '特別割引',
  stencil: 'ステンシル',
  electropolishing: '電解研磨',
  fiducials: 'フィデューシャルマーク',
  startup: '実装セットアップ',
  consumptive: '消耗品',
  assembly: '実装',
  operation: 'オペレーション',
  pcba_minimum: '実装最低料金',
  component: '部品',
  pcba_expedited: 'PCBA特急',
  dfa: 'DFAレビュー',
  function_test: '機能テスト',
  certification_mechanical: '認証・機構部品（個別見積もり待ち）',
  pcba_coupon: 'PCBA自動クーポン（XIAO・LoRa部品）',
  print3d_material: '造形材料',
  print3d_support: 'サポート材',
  print3d_machine: '造形（装置時間）',
  print3d_finish: '仕上げ',
  print3d_minimum: 'パーツ最低料金',
  print3d_startup: '初期費用',
  cable_connectors: 'コネクタ・コンタクト',
  cable_wire: '電線',
  cable_assembly: '圧着・組立',
  cable_extras: 'ラベル・熱収縮チューブ・長さ検査',
  cable_volume_discount: '数量割引',
  cable_minimum: '最低注文料金',
  bom: 'BOM（部品）',
  printing_material: '印刷物',
  kitting: 'キッティング',
  package: '梱包',
  product: '製品（基板・筐体）',
  labor: '組立・検査工賃',
  print: 'ロゴ印刷',
  odm_firmware: 'ファームウェア書き込み',
  odm_volume_discount: '数量割引',
  sample: 'サンプル（量産前にご確認）',
  custom_payment: 'お支払い請求',
  custom_shipping: '送料',
};

export type PriceLineKey = keyof typeof PRICE_LINE_MESSAGES_EN;

export interface PriceLine {
  key: PriceLineKey;
  amount: bigint;
}

export const sumLines = (lines: readonly PriceLine[]): bigint => lines.reduce((acc, l) => acc + l.amount, 0n);

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
};

export type PriceLineKey = keyof typeof PRICE_LINE_MESSAGES_EN;

export interface PriceLine {
  key: PriceLineKey;
  amount: bigint;
}

export const sumLines = (lines: readonly PriceLine[]): bigint => lines.reduce((acc, l) => acc + l.amount, 0n);

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
};

export type PriceLineKey = keyof typeof PRICE_LINE_MESSAGES_EN;

export interface PriceLine {
  key: PriceLineKey;
  amount: bigint;
}

export const sumLines = (lines: readonly PriceLine[]): bigint => lines.reduce((acc, l) => acc + l.amount, 0n);

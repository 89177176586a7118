// The English and Japanese texts of cart.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing cart.ts would pull the validation library into the first download (issue 17).
import type { QuoteLineKey } from './cart';

/** English and Japanese texts of the quote line keys, for the web catalogs (cost lines of a quoted item). */
export const QUOTE_LINE_MESSAGES_EN: Record<QuoteLineKey, string> = {
  pcb: 'PCB', setup: 'Setup', consumptive: 'Consumables', kitting: 'Kitting', assembly: 'Assembly', dfa: 'DFA',
  bom: 'BOM', component: 'Components', operation: 'Operation', pcb_expedited: 'PCB expedited',
  pcba_expedited: 'PCBA expedited', function_test: 'Function test', service_fee: 'Service fee', product: 'Product',
  labor: 'Labor', sample: 'Sample', production: 'Production', package: 'Package', printing_material: 'Printing material',
  print: 'Print', certification_mechanical: 'Certification and mechanical parts', special_discount: 'Special discount',
};
export const QUOTE_LINE_MESSAGES_JA: Record<QuoteLineKey, string> = {
  pcb: 'PCB', setup: 'セットアップ', consumptive: '消耗品', kitting: 'キッティング', assembly: '実装', dfa: 'DFA',
  bom: 'BOM', component: '部品', operation: 'オペレーション', pcb_expedited: 'PCB特急', pcba_expedited: 'PCBA特急',
  function_test: '機能テスト', service_fee: 'サービス料', product: '製品', labor: '作業費', sample: 'サンプル',
  production: '製造', package: '梱包', printing_material: '印刷材料', print: '印刷',
  certification_mechanical: '認証・機構部品', special_discount: '特別割引',
};

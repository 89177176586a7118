// スタッフコンソール：BOM確認（issue 11「注文後」）。コンソールのカタログ（./staff.ts）の一部。
import type { staffBom as en } from '../en/staff-bom';
import type { Catalog } from '../types';

export const staffBom: Catalog<typeof en> = {
  title: 'BOM確認',
  intro: '照合で確定できなかった実装部品の行です。保留（候補を確認）と入手不可（お客様が購入先リンクまたは別の型番を送付）。1 営業日以内に対応するお約束です。',
  item: '商品', boards: '枚数', lines: '行数', pending: '保留', unavailable: '入手不可', asked: '質問中',
  waiting: '待機開始', due: '期限', open: '確認する', ordered: '注文済み（注文 {{id}}）', withCustomer: 'お客様の回答待ち',
  back: 'BOM確認の一覧', itemTitle: 'BOM確認：カート商品 {{id}}',
  summary: '{{name}}・{{boards}} 枚・{{lines}} 行中 {{open}} 行が未確定',
  settledLines_one: '確定済み {{count}} 行', settledLines_other: '確定済み {{count}} 行',
  noOpen: 'すべての行が確定しました。',
  line: '{{line}} 行目', row: 'ファイルの {{row}} 行目', status: { confirmed: '確定', pending: '保留', unavailable: '入手不可' },
  askedBadge: 'お客様に質問中', answeredBadge: 'お客様が回答済み',
  field: {
    designators: '部品番号', quantity: '基板あたりの数量', need: '必要数', mpn: '型番', manufacturer: 'メーカー', value: '値',
    footprint: 'フットプリント', description: '説明', purchaseLink: '購入先リンク', suppliedMpn: 'お客様指定の型番', question: '当社からの質問',
  },
  suggestions: '候補', noSuggestions: '照合による候補はありません。',
  sku: 'SKU', stock: '在庫', unitPrice: '単価', basic: '基本部品', confirm: '確定', confirmed: '{{line}} 行目を確定しました。',
  search: 'カタログの別の部品', searchPlaceholder: 'SKU・型番・値', searchButton: '検索', noResults: '部品が見つかりません。',
  source: '調達部品', sourcePrice: '単価（米ドル）', sourceNote: 'お客様へのメモ（任意）', sourceButton: '調達部品として確定',
  sourced: '{{line}} 行目を調達部品として確定しました。',
  ask: 'お客様に質問する', askNote: '質問（お客様にメールでお送りします）', askButton: '質問を送る', askSent: 'お客様に質問を送りました。',
  queueCount_one: '{{count}} 件が確認待ち', queueCount_other: '{{count}} 件が確認待ち',
  history: 'スタッフの操作履歴',
  confirmedWith: '確定：{{part}}（{{price}}）',
};

// スタッフコンソール（日本語）
import type { staff as en } from '../en/staff';
import type { Catalog } from '../types';
import { staffContent } from './staff-content';

export const staff: Catalog<typeof en> = {
  title: 'Fusion スタッフコンソール',
  role: { admin: '管理者', sales: '営業', engineering: '技術', finance: '経理', content: 'コンテンツ' },
  nav: { quotes: '見積依頼', orders: '注文', wire: '銀行振込', refunds: '返金', notice: 'メンテナンスのお知らせ', shop: 'ショップを開く', signOut: 'ログアウト', menu: 'メニュー' },
  common: {
    loading: '読み込み中…', empty: '該当するものはありません。', failed: '一覧を読み込めませんでした。', retry: '再試行', saved: '保存しました。',
    customer: 'お客様', created: '作成日時', status: 'ステータス', total: '合計', actions: '操作', order: '注文',
    cancel: 'キャンセル', save: '保存', page: '{{page}} / {{pages}} ページ（全 {{total}} 件）',
  },
  due: { overdue: '{{time}} 超過', left: '残り {{time}}' },
  quotes: {
    title: '見積待ち',
    intro: 'プレミアム品は手動見積を待っています。24 時間以内の回答をお約束しています。',
    item: '商品', quantity: '数量', waiting: '受付日時', due: '期限', answer: '回答する',
    formTitle: 'カート商品 {{id}} の見積', line: '価格項目', amount: '金額（USD）', addLine: '項目を追加', removeLine: '削除',
    buildDays: '製作日数', send: '見積を送信', sum: 'お客様のお支払い: {{total}}', sent: '見積を送信しました。お客様の確認を待ちます。',
    file: 'ファイル',
  },
  orders: {
    title: '注文', search: '注文番号・メール・ファイル名', anyStatus: 'すべてのステータス', from: '作成日（から）', to: '作成日（まで）',
    number: '注文', items: '商品', payment: '支払い', searchButton: '検索',
  },
  order: {
    back: '注文一覧', customer: 'お客様', shipTo: 'お届け先', items: '商品', file: 'ファイル', quantity: '数量', history: '履歴',
    audit: 'スタッフ操作', refunds: '返金', payment: '支払い', paidAt: '支払日時', tracking: '追跡番号',
    move: '注文を進める', moveTo: '{{status}} にする', carrier: '配送業者', trackingNumber: '追跡番号', note: 'メモ（任意）',
    moved: '注文を {{status}} にしました。', noMoves: 'このステータスからあなたの役割で行える操作はありません。', none: 'まだありません。',
    auditRow: '{{who}}: {{action}}',
  },
  status: {
    1: '受付済み（入金待ち）', 1008: '入金確認中', 1010: '振込照合済み', 1003: '支払い済み', 5: '支払い済み（スタッフ確認）',
    1004: '注文確定', 4: '製造中', 2: '出荷手配中', 3: '梱包済み', 1000: '発送済み', 1009: '完了', 9: 'キャンセル（未払い）',
    1005: 'キャンセル・返金済み',
  },
  wire: {
    title: '確認待ちの銀行振込', intro: 'お客様が振込（または振込明細）を送った注文です。未払いの注文は 30 日間保留されます。',
    receipt: '振込明細', receiptAt: '{{date}} にアップロード', noReceipt: '明細なし', hold: '保留期限', confirm: '入金を確認',
    confirmQuestion: '注文 {{no}}（{{amount}}）の入金を確認しますか？', confirmed: '注文 {{no}} の入金を確認しました。',
    amount: '金額',
  },
  refunds: {
    title: '返金', all: 'すべて', kind: '種類', attempts: '試行回数', reason: '理由', retry: '再送する', retried: '返金 {{id}} を再送しました。',
    statusName: { pending: '保留中', processing: '処理中', done: '完了', manual: '手動（銀行）', failed: '失敗' },
    kindName: { cancellation: 'キャンセル', extra_capture: '余分な支払い', mismatch: '金額の不一致' },
  },
  notice: {
    title: 'メンテナンスのお知らせ', intro: 'オンの間、そのエディションのショップを開いたお客様にダイアログで表示されます。',
    lang: { en: '英語版', jp: '日本語版' }, show: 'お知らせを表示する', heading: 'タイトル', text: '説明',
  },
  content: staffContent,
};

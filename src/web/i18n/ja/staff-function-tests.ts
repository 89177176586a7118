// スタッフコンソール：機能テスト計画の画面（日本語）。
import type { Catalog } from '../types';
import type { staffFunctionTests as en } from '../en/staff-function-tests';

export const staffFunctionTests: Catalog<typeof en> = {
  title: '機能テスト計画',
  intro: '機能テスト付きのPCB実装にお客様が添付したテスト計画です。内容を確認し、承認するか、お客様へのメモを添えて差し戻してください。メモはメールでお客様に届きます。機能テストにより製造日数が約2営業日延びます。',
  search: 'お客様のメールアドレス、ファイル名、計画ID',
  any: 'すべての状態',
  plan: '計画',
  item: '商品',
  boards: '{{count}}枚',
  uploaded: 'アップロード日時',
  decided: '確認日時',
  open: '開く',
  back: 'テスト計画の一覧',
  download: '計画をダウンロード',
  view: '計画を開く',
  cartItem: 'カート商品 {{id}}',
  decidedBy: '{{who}}（{{date}}）',
  note: 'お客様へのメモ',
  noteHint: '必須です。お客様の言語のメールに記載されます。',
  confirm: '計画を承認する',
  reject: '計画を差し戻す',
  confirmed: 'テスト計画 {{id}} を承認し、お客様にメールしました。',
  rejected: 'テスト計画 {{id}} を差し戻し、お客様にメールしました。',
  decidedAlready: 'この計画は確認済みです。修正版は新しい計画として届きます。',
  detached: 'お客様がこの計画を別の計画に差し替えました。',
  status: { confirming: '確認中', confirmed: '承認済み', rejected: '差し戻し' },
  kind: { pdf: 'PDF', doc: 'Word', docx: 'Word', xls: 'Excel', xlsx: 'Excel', zip: 'ZIP', text: 'テキスト', markdown: 'Markdown' },
};

// お客様の機能テスト計画（PCB実装）：計画のアップロードと確認状況。
import type { Catalog } from '../types';
import type { testPlan as en } from '../en/test-plan';

export const testPlan: Catalog<typeof en> = {
  title: '機能テスト計画',
  intro: '基板のテスト方法（手順、確認する信号、期待値）をお知らせください。PDF、Word、Excel、ZIP、テキストのいずれか、20MBまで。機能テストにより製造日数が約2営業日延びます。',
  choose: 'テスト計画を選択',
  placeholder: 'PDF、DOC(X)、XLS(X)、ZIP、TXT、MD',
  upload: '計画をアップロード',
  replace: '別の計画をアップロード',
  uploaded: 'テスト計画「{{name}}」をアップロードしました。',
  none: 'テスト計画はまだありません。',
  current: 'テスト計画',
  note: '担当エンジニアより：{{note}}',
  status: { confirming: '確認中', confirmed: '承認済み', rejected: '差し戻し' },
  statusHelp: {
    confirming: '当社エンジニアが計画を確認しています。',
    confirmed: 'この計画に沿って基板をテストします。',
    rejected: '修正した計画をアップロードしてください。',
  },
};

// お客様向け DFA レビュー（issue 11）：注文ページの保留のお知らせと回答ページ（日本語）。
import type { ordersDfa as en } from '../en/orders-dfa';
import type { Catalog } from '../types';

export const ordersDfa: Catalog<typeof en> = {
  title: 'ご注文 {{no}} の DFA レビュー',
  loading: 'DFA レビュー',
  intro: '当社エンジニアが組立性（DFA）を確認し、以下の点についてご回答をお願いしております。すべての確認事項が承認されるまで、ご注文は保留となります。',
  holdTitle: 'DFA レビューのため保留中です',
  holdIntro: '製造を進める前に、エンジニアからの確認事項へのご回答をお願いします。',
  open: 'DFA レビューに回答する',
  view: 'DFA レビューを見る',
  none: 'このご注文に DFA レビューの確認事項はありません。',
  allAccepted: 'すべての確認事項が承認されました。ありがとうございました。ご注文を進めます。',
  kind: { files: 'ファイル', parts: '部品', design: '設計' },
  statusName: { open: 'ご回答待ち', answered: '回答済み：エンジニア確認待ち', reopened: 'エンジニアから再確認のお願い', accepted: '承認済み' },
  solution: { modify_as_suggested: '提案どおり修正する', keep_as_designed: '設計どおりとする', upload_new_files: '新しいファイルをアップロードする', other: 'その他' },
  solutionLabel: '対応方法',
  solutionPlaceholder: '対応方法を選んでください',
  reply: '回答',
  replyHint: 'どのように対応すればよいかをご記入ください。',
  response: 'ご意見',
  responseHint: 'ご確認の内容や、エンジニアに伝えたいことをご記入ください。',
  send: '回答を送信する',
  sent: 'ご回答ありがとうございます。エンジニアが確認するまで、ご回答は変更できません。',
  locked: 'エンジニアが確認するまで、ご回答は変更できません。',
  settled: '承認済み：この確認事項は完了しました。',
  engineerNote: 'エンジニアより：{{note}}',
  attachment: '添付ファイル：{{name}}',
  back: 'ご注文 {{no}} に戻る',
};

// スタッフコンソール：DFA レビュー（issue 11）の注文ページ部分とレビュー待ち一覧（日本語）。
import type { staffDfa as en } from '../en/staff-dfa';
import type { Catalog } from '../types';
import { ordersDfa } from './orders-dfa';

export const staffDfa: Catalog<typeof en> = {
  title: 'DFA レビュー',
  intro: 'ご注文を進める前にお客様のご回答が必要な点を登録します。すべての確認事項が承認されるまで、ご注文は DFA 保留となります。',
  none: 'この注文に DFA の確認事項はありません。',
  kind: ordersDfa.kind,
  statusName: { open: 'お客様の回答待ち', answered: '回答あり：要確認', reopened: '再確認を依頼中', accepted: '承認済み' },
  solution: ordersDfa.solution,
  raiseTitle: 'DFA の確認事項を登録',
  kindLabel: '対象',
  titleLabel: '件名',
  description: '確認した内容とご提案（お客様に送信されます）',
  attachment: '画像または PDF（任意、10 MB まで）',
  raise: '確認事項を登録する',
  raised: '確認事項を登録し、お客様にメールしました。',
  attached: 'ファイルを添付しました。',
  download: '添付ファイル：{{name}}',
  solutionLabel: '対応方法',
  reply: '回答',
  response: 'ご意見',
  answeredAt: '回答日時 {{date}}',
  reviewNote: 'お客様へのメモ',
  accept: '承認する（取り消し不可）',
  acceptConfirm: '承認は取り消せません。回答は以後変更できなくなります。もう一度クリックすると承認します。',
  accepted: '回答を承認しました。',
  askAgain: '再確認を依頼',
  askedAgain: '再確認を依頼し、お客様にメールしました。',
  lastNote: 'エンジニアのメモ：{{note}}',
  queueTitle: 'DFA 回答の確認待ち',
  queueIntro: 'お客様から届いた回答です（古い順）。注文を開いて、承認（取り消し不可）するか再確認を依頼してください。',
  issue: '確認事項',
  answered: '回答日時',
};

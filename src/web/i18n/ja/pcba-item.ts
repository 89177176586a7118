// 実装商品の部品（BOM）確認ページ（issue 11「注文後」：BOM確認）。
import type { pcbaItem as en } from '../en/pcba-item';
import type { Catalog } from '../types';

export const pcbaItem: Catalog<typeof en> = {
  title: '実装部品の確認',
  titleOf: '{{name}} の部品',
  back: 'カートに戻る',
  intro: '自動で確定できなかった部品は、1 営業日以内に当社で確認します。「入手不可」の部品や当社からご質問した部品は、購入先リンクまたは別の型番でご回答ください。',
  priced: 'すべての部品が確定しました。実装のお見積り金額は {{total}} です。カートからチェックアウトできます。',
  waiting_one: '{{count}} 点の部品を確認中です。すべて確定しだい、実装のお見積りをお送りします。',
  waiting_other: '{{count}} 点の部品を確認中です。すべて確定しだい、実装のお見積りをお送りします。',
  linkChecking_one: '{{count}} 点の部品を確認中', linkChecking_other: '{{count}} 点の部品を確認中',
  linkAnswer_one: '{{count}} 点の部品にご回答が必要です', linkAnswer_other: '{{count}} 点の部品にご回答が必要です',
  linkAll: '部品を見る',
  boards: '{{count}} 枚',
  status: { confirmed: '確定', pending: '確認中', unavailable: '入手不可' },
  asked: '当社からのご質問', answered: 'ご回答を受け付けました',
  line: '{{line}} 行目', designators: '部品番号', quantity: '基板あたりの数量', part: '部品', question: '当社からのご質問',
  yourLink: 'お客様の購入先リンク', yourMpn: 'お客様指定の型番', confirmedPart: '使用部品：{{part}}',
  answerTitle: 'ご回答', purchaseLink: '購入先リンク（https）', mpn: 'または別の型番（MPN）',
  required: '購入先リンクまたは型番を入力してください。', https: 'リンクは https:// で始めてください。',
  send: '回答を送る', sent: 'ありがとうございます。1 営業日以内に部品を再確認します。',
};

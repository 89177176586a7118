// スタッフコンソール：価格表画面（日本語）。項目名は共通の価格項目テキストを使う。
import { PRICE_LINE_MESSAGES_JA } from '../../../shared/pricing/lines';

export const staffPrices = {
  title: 'PCBA 価格表',
  intro: 'PCBA 見積もりで使う単価です（セント単位、はんだ付け点あたりの単価はマイクロドル単位）。保存した価格表は、ショップとカートの次の見積もりから使われます。各項目の意味は docs/pcba.md をご覧ください。',
  version: 'バージョン {{version}}（{{date}} 保存）',
  table: '価格表（JSON）',
  problems: 'この価格表は保存できません',
  sampleTitle: 'この価格表での試算',
  sampleIntro: '基板 10 枚、片面実装、SMT 200 点・THT 20 点、DFA レビューあり。部品代と基板代は含みません。',
  sampleTotal: '実装合計（{{days}} 営業日）',
  save: '価格表を保存',
  useDefault: '初期値から編集',
  discard: '変更を破棄',
  issue: {
    json: 'JSON として読めません（カンマ・引用符・括弧をご確認ください）。',
    missing: '{{field}}：項目がありません。',
    type: '{{field}}：値の種類が違います（金額は整数で入力します）。',
    min: '{{field}}：小さすぎます（負の値は使えません）。',
    max: '{{field}}：大きすぎます。',
    unknownKey: '{{field}}：価格表にない項目です。',
    expeditedDays: '{{field}}：特急の日数は通常の日数以下にしてください。',
    invalid: '{{field}}：値が正しくありません。',
  },
  wholeTable: '価格表',
  line: PRICE_LINE_MESSAGES_JA,
};

// スタッフコンソール：価格表画面、価格表ごとのタブ（日本語）。項目名は共通の価格項目テキストを使う。
import { PRICE_LINE_MESSAGES_JA } from '../../../shared/pricing/lines';

export const staffPrices = {
  title: '価格表',
  tab: { pcba: 'PCB 実装', print3d: '3D プリント', cable: 'ケーブル加工', kitting: 'キッティング', odm_light: 'ODMライト' },
  intro: {
    pcba: 'PCBA 見積もりで使う単価です（セント単位、はんだ付け点あたりの単価はマイクロドル単位）。保存した価格表は、ショップとカートの次の見積もりから使われます。各項目の意味は docs/pcba.md をご覧ください。',
    print3d: '3D プリント見積もりで使う造形方式・材料・仕上げ・数量割引です（セント単位、cm³・cm² あたりの単価はマイクロドル単位、造形サイズと肉厚は mm）。保存した価格表は、次のアップロードとカート追加から使われます。各項目の意味は docs/print3d.md をご覧ください。',
    cable: 'ケーブルの即時見積もりで使う単価です（セント単位、電線は AWG ごとの 1 芯 1 m あたり、ケーブル種別の係数は %）。保存した価格表は、次の構成の見積もりとカート追加から使われます。各項目の意味は docs/cnc-cable.md をご覧ください。',
    kitting: 'キットの見積りとカートが使う料金です（セント、寸法は mm、重量は g、セット数の上下限とカスタム箱の寸法範囲）。保存した表は次の見積りとカート追加から使われます。各項目の意味は docs/odm.md（価格表）をご覧ください。',
    odm_light: 'XIAO の各オプションの単価、初期費用、$100 のサンプル費、数量割引です（セント、重量は g）。保存した表は次の構成とカート追加から使われます。各項目の意味は docs/odm.md（価格表）をご覧ください。',
  },
  version: 'バージョン {{version}}（{{date}} 保存）',
  table: '価格表（JSON）',
  problems: 'この価格表は保存できません',
  sampleTitle: 'この価格表での試算',
  sample: {
    pcba: '基板 10 枚、片面実装、SMT 200 点・THT 20 点、DFA レビューあり。部品代と基板代は含みません。',
    print3d: '40 × 30 × 20 mm の中実ブロック（24 cm³）を SLA 標準レジンで 10 個、表面仕上げなし。',
    cable: 'AWG 26 の電線 4 芯、長さ 150 mm、両端 JST PH のケーブル 10 本。',
    kitting: 'M サイズの箱で 100 キット：Grove モジュール（$2.90）2 個とステッカー。送料は含みません。',
    odm_light: 'XIAO ESP32C3 を 100 台、標準の黒いケース、標準ファームウェア、バルク梱包、サンプル込み。',
  },
  sampleTotal: '合計（{{days}} 営業日）',
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
    standardFinish: '{{field}}：標準仕上げはすべての造形方式で選べるようにしてください。',
    firstBreak: '{{field}}：数量割引は 1 個からの段階を含めてください。',
    materialPerProcess: '{{field}}：どの造形方式にも材料が 1 つ以上必要です。',
    invalid: '{{field}}：値が正しくありません。',
  },
  wholeTable: '価格表',
  line: PRICE_LINE_MESSAGES_JA,
};

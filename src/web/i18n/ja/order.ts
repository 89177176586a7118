// PCB・ステンシル注文ページ（日本語）。パラメータ・ルール・価格行・配送・アップロードの文言は共有モジュールから。
import type { order as en } from '../en/order';
import type { Catalog } from '../types';
import {
  PCB_PARAM_MESSAGES_JA, STENCIL_PARAM_MESSAGES_JA,
} from '../../../shared/params/messages';
import { PCB_RULE_MESSAGES_JA } from '../../../shared/rules/pcb-messages';
import { STENCIL_RULE_MESSAGES_JA } from '../../../shared/rules/stencil-messages';
import { PCBA_RULE_MESSAGES_JA } from '../../../shared/rules/pcba-messages';
import { PRICE_LINE_MESSAGES_JA } from '../../../shared/pricing/lines';
import { SHIPPING_MESSAGES_JA } from '../../../shared/pricing/shipping';
import { UPLOAD_ERROR_MESSAGES_JA } from '../../../shared/contracts/upload-messages';
import { CABLE_PARAM_MESSAGES_JA, CNC_PARAM_MESSAGES_JA } from '../../../shared/params/cnc-cable-messages';
import { CNC_RULE_MESSAGES_JA } from '../../../shared/rules/cnc-messages';
import { CABLE_RULE_MESSAGES_JA } from '../../../shared/rules/cable-messages';
import { cablePage, cncPage } from './cnc';
import { kittingPage } from './kitting';
import { KITTING_RULE_MESSAGES_JA } from '../../../shared/rules/kitting-messages';

export const order: Catalog<typeof en> = {
  pcb: { ...PCB_PARAM_MESSAGES_JA, rule: PCB_RULE_MESSAGES_JA },
  stencil: { ...STENCIL_PARAM_MESSAGES_JA, rule: STENCIL_RULE_MESSAGES_JA },
  pcba: { rule: PCBA_RULE_MESSAGES_JA },
  cnc: { ...CNC_PARAM_MESSAGES_JA, rule: CNC_RULE_MESSAGES_JA },
  cable: { ...CABLE_PARAM_MESSAGES_JA, rule: CABLE_RULE_MESSAGES_JA },
  cncPage,
  cablePage,
  kitting: { rule: KITTING_RULE_MESSAGES_JA },
  kittingPage,
  line: PRICE_LINE_MESSAGES_JA,
  shipping: SHIPPING_MESSAGES_JA,
  upload: UPLOAD_ERROR_MESSAGES_JA,
  gerber: {
    parseFailed: 'Gerberの解析に失敗しました。パラメータを手動で入力してください。このまま注文を続けることもできます。',
    tooComplex: 'ファイルが大きすぎるか複雑すぎるため、自動で読み取り・描画できません。パラメータを手動で入力してください。ファイルは当社のエンジニアが確認します。',
    drillNotFound: 'ドリルファイルが見つかりません。Excellon形式のNCドリルファイルが必要です。',
    outlineNotFound: '外形線が見つかりません。外形レイヤーが必要です。',
    blindBuried:
      'ブラインド／ベリードビアが検出されました。製造できるのはAdvanced PCBサービスのみです。ブラインドビアのあるアルミ基板は製造できないため、リジッドFR-4をお選びください。',
  },
  pages: {
    quick: { title: 'PCB試作・短納期PCB', lead: 'Gerberファイルをアップロードすると正確な見積もりが出ます。下のフォームで基板を設定すると概算価格がすぐに表示されます。' },
    advanced: { title: 'アドバンスドPCB（高機能基板）', lead: 'フレキシブル基板・リジッドフレキ基板、最大16層、銅箔1～3 oz、最小穴径0.2 mm、配線幅／間隔4/4 mil。' },
    premium: { title: 'プレミアムPCB・PCBA', lead: '難易度の高い基板をエンジニアがお見積もりします。すべてのご注文を手作業で確認します。' },
    stencil: { title: 'SMTステンシル', lead: 'ペーストレイヤーからレーザー加工するステンレス製ステンシル。フレーム付き・フレームなしを選べます。' },
  },
  saleNote: {
    pcb: 'PCBは10枚{{price}}から',
    stencil: 'ステンシルは2枚{{price}}から',
    shipping: '送料セール：上記は送料別の価格です。配送先を選ぶと送料が表示されます。',
  },
  form: {
    parameters: '基板仕様',
    stencilParameters: 'ステンシル仕様',
    extras: 'オプション',
    confirmSize: '基板サイズが100 × 100 mmであることを確認しました',
    detected: 'Gerberから検出',
    fixed: 'このサービスでは固定です',
    notApplicable: '該当なし',
    disabled: {
      innerCopper: '内層銅箔は4層以上の基板のみです。',
      blindVias: '4層以上のFR-4またはフレキシブル基板のみです。',
      panel: '面付けする場合のみ指定できます。',
    },
    refused: 'この値ではご注文をお受けできません。変更してください。',
    unavailable: '{{choice}}：{{reason}}',
    yes: 'はい',
    no: 'いいえ',
  },
  price: {
    title: '価格',
    estimate: '概算',
    confirmed: '価格',
    updating: '価格を更新しています…',
    total: '合計',
    buildTime: '製造期間',
    buildDays_one: '{{count}}営業日',
    buildDays_other: '{{count}}営業日',
    weight: '重量：{{grams}} g',
    manualQuoteShort: '個別見積もり',
    fixShort: '赤い項目を修正してください',
    barLabel: '価格とカートに追加',
    fixProblems: '赤で示されたオプションを修正すると価格が表示されます。',
    manualQuote: '個別見積もり — 24時間以内にご回答します',
    manualQuoteNote: 'カートに追加してください。エンジニアが24時間以内に価格をお知らせします。',
    special: { per_file: '特別価格適用：最初の5デザインまで1デザイン{{price}}。', three_piece: '特別価格適用：3枚{{price}}。' },
  },
  shippingBox: {
    title: '送料の目安',
    country: '配送先の国',
    carrier: '配送業者',
    days: '{{min}}～{{max}}営業日',
    carriers: { dhl: 'DHL', fedex: 'FedEx', ups: 'UPS', sz_post: 'SZ Post', ocs: 'OCS（日本）' },
  },
  cart: {
    add: 'カートに追加',
    adding: '追加しています…',
    fixFirst: 'カートに追加する前に、赤で示されたオプションを修正してください。',
    addedTitle: 'カートに追加しました',
    added: '基板をカートに追加しました。',
    addedQuote: '基板をカートに追加しました（見積もり待ち）。24時間以内にご回答します。',
    viewCart: 'カートを見る',
    continue: '買い物を続ける',
    failedTitle: '追加に失敗しました',
    failed: 'カートに追加できませんでした。',
  },
  login: {
    title: 'ログインしてください',
    upload: '設計ファイルをアップロードして正確な見積もりを受けるにはログインしてください。',
    cart: 'カートに追加するにはログインしてください。',
    reorder: '注文番号から再注文するにはログインしてください。',
    kept: 'このページの設定はそのまま保持されます。',
    signIn: 'ログイン',
    register: 'アカウントを作成',
    cancel: 'キャンセル',
  },
  uploadBox: {
    title: 'Gerberファイル',
    stencilTitle: 'ペーストレイヤー',
    drop: 'ZIPまたはRARファイルをここにドラッグ＆ドロップ、または',
    browse: 'ファイルを選択',
    hint: 'ZIPまたはRAR、20 MBまで。',
    uploading: 'アップロード中… {{percent}} %',
    analysing: '解析中…',
    uploaded: 'アップロード済み：{{name}}',
    replace: '別のファイルをアップロード',
    unanalysed: '解析が時間内に終わりませんでした。パラメータを手動で入力してください。',
    stencilSource: 'ペーストレイヤーの取得元',
    sourceGerber: 'Gerberアーカイブ',
    sourceStencil: '別のペーストレイヤーファイル',
  },
  preview: {
    title: '基板プレビュー',
    top: '表面',
    bottom: '裏面',
    alt: '基板の{{side}}',
    none: 'このファイルのプレビューは作成できませんでした。',
  },
  layers: {
    title: '検出されたレイヤー',
    copper: '銅箔層数：{{count}}',
    size: '基板サイズ：{{width}} × {{height}} mm',
    map: '{{name}} のレイヤー種別',
    choose: 'レイヤー種別を選択',
    saved: 'レイヤー種別を保存しました。',
    types: {
      top_copper: '表面銅箔', bottom_copper: '裏面銅箔', inner_copper: '内層銅箔',
      top_soldermask: '表面レジスト', bottom_soldermask: '裏面レジスト',
      top_silkscreen: '表面シルク', bottom_silkscreen: '裏面シルク',
      top_solderpaste: '表面ペースト', bottom_solderpaste: '裏面ペースト',
      drill: 'ドリル', outline: '外形', drawing: '図面', other: 'その他', unknown: '不明',
    },
  },
};

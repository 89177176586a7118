// スタッフコンソール（日本語）
import type { staff as en } from '../en/staff';
import type { Catalog } from '../types';
import { staffContent } from './staff-content';
import { staffPrices } from './staff-prices';
import { staffDfa } from './staff-dfa';
import { staffBom } from './staff-bom';
import { staffFunctionTests } from './staff-function-tests';
import { staffOdm } from './staff-odm';
import { staffReviews } from './staff-reviews';
import { staffQuestionnaire } from './staff-questionnaire';
import { staffDropShip } from './staff-drop-ship';
import { staffPartners } from './staff-partners';
import { staffGallery } from './staff-gallery';
import { staffSponsorship } from './staff-sponsorship';

export const staff: Catalog<typeof en> = {
  title: 'Fusion スタッフコンソール',
  role: { admin: '管理者', sales: '営業', engineering: '技術', finance: '経理', content: 'コンテンツ' },
  nav: { quotes: '見積依頼', cncQuotes: 'CNC・ケーブル見積', orders: '注文', wire: '銀行振込', refunds: '返金', notice: 'メンテナンスのお知らせ', support: 'お問い合わせ', shop: 'ショップを開く', signOut: 'ログアウト', menu: 'メニュー',
    payments: '決済', customers: 'お客様', coupons: 'クーポンキャンペーン', prices: '価格表', dfa: 'DFA レビュー', bomCheck: 'BOM確認', functionTests: '機能テスト', odm: 'ODMのご依頼', customPayments: 'お支払い請求', reviews: 'レビュー', questionnaire: 'アンケート', dropShip: 'ドロップシッピング', licensed: 'ライセンス製品', distributors: '販売代理店', gallery: 'デザインギャラリー', sponsorship: 'スポンサーシップ' },
  customPayments: {
    title: 'お支払い請求', intro: 'お客様にお支払いや送料を請求します。請求は確定済みの商品としてお客様のカートに入り（メールでお知らせします）、通常の注文と同じようにお支払いいただけます。',
    email: 'お客様のメールアドレス', kind: '種類', kinds: { payment: 'お支払い（455）', shipping: '送料（1633）' }, amount: '金額（USD）',
    badAmount: 'USDの金額を小数点以下2桁までで入力してください。', description: '請求内容', send: '請求を送る', sent: '請求を送りました。お客様にメールでお知らせしました。',
    state: { waiting: 'お支払い待ち', paid: 'お支払い済み', cancelled: 'キャンセル' },
  },
  common: {
    loading: '読み込み中…', empty: '該当するものはありません。', failed: '一覧を読み込めませんでした。', retry: '再試行', saved: '保存しました。',
    customer: 'お客様', created: '作成日時', status: 'ステータス', total: '合計', actions: '操作', order: '注文',
    cancel: 'キャンセル', save: '保存', page: '{{page}} / {{pages}} ページ（全 {{total}} 件）',
  },
  due: { overdue: '{{time}} 超過', left: '残り {{time}}' },
  quotes: {
    machiningTitle: 'CNC・ケーブル見積',
    machiningIntro: 'CNC部品と特注ケーブルが手動見積を待っています。約2営業時間（中国標準時 月〜金 9:00〜18:00）での回答をお約束しています。',
    breaks: 'ほかの数量（上の金額は{{qty}}個の価格）', breakQuantity: '数量', breakTotal: '合計（USD）', addBreak: '数量区分を追加',
    leadTime: '納期（日数）', dfm: 'お客様へのDFMコメント（任意）',
    title: '見積待ち',
    intro: 'プレミアム品は手動見積を待っています。24 時間以内の回答をお約束しています。',
    item: '商品', quantity: '数量', waiting: '受付日時', due: '期限', answer: '回答する',
    formTitle: 'カート商品 {{id}} の見積', line: '価格項目', amount: '金額（USD）', addLine: '項目を追加', removeLine: '削除',
    buildDays: '製作日数', send: '見積を送信', sum: 'お客様のお支払い: {{total}}', sent: '見積を送信しました。お客様の確認を待ちます。',
    file: 'ファイル',
    note: 'お客様へのメモ（任意）', decline: 'お断りする',
  },
  decline: {
    title: 'カート商品 {{id}} の見積をお断り', reason: '理由', note: 'お客様へのメモ（任意）', send: 'お断りしてお客様に連絡',
    done: 'お断りしました。お客様に理由を連絡しました。',
    reasons: {
      cannot_manufacture: 'ご指定の仕様では製造不可', file_incomplete: 'データファイルの不足',
      outside_capability: '製造能力の範囲外', quantity_too_large: '数量が多すぎる', other: 'その他（メモに記入）',
    },
  },
  orders: {
    title: '注文', search: '注文番号・メール・ファイル名', anyStatus: 'すべてのステータス', from: '作成日（から）', to: '作成日（まで）',
    number: '注文', items: '商品', payment: '支払い', searchButton: '検索',
    checkAgain: '再確認が必要な新しいファイル', onHold: '新しいファイル待ち',
  },
  order: {
    back: '注文一覧', customer: 'お客様', shipTo: 'お届け先', items: '商品', file: 'ファイル', quantity: '数量', history: '履歴',
    audit: 'スタッフ操作', refunds: '返金', payment: '支払い', paidAt: '支払日時', tracking: '追跡番号',
    move: '注文を進める', moveTo: '{{status}} にする', carrier: '配送業者', trackingNumber: '追跡番号', note: 'メモ（任意）',
    moved: '注文を {{status}} にしました。', noMoves: 'このステータスからあなたの役割で行える操作はありません。', none: 'まだありません。',
    auditRow: '{{who}}: {{action}}',
    specs: '仕様', download: '{{name}} をダウンロード', payments: '支払い', attempt: '{{n}} 回目',
    holdMessage: 'お客様への依頼（{{date}}）：{{message}}', reuploadedAt: '{{date}} に新しいファイルを受領',
  },
  hold: {
    title: 'ファイルの問題', intro: '注文を保留し、修正したファイルをお客様に依頼します。お客様にはメールと再アップロードのボタンが届きます。',
    lines: '問題のある商品', message: 'お客様へのメッセージ', send: '保留にする', done: '注文を保留にし、お客様にメールしました。',
  },
  cancelOrder: {
    title: '注文のキャンセル', reason: '理由（お客様に送られます）', send: '注文をキャンセル', back: '注文を残す',
    paidHint: '支払い済みの注文は全額（{{amount}}）返金されます。', unpaidHint: '未払いのため返金はありません。',
    confirm: '注文 {{no}} をキャンセルしますか？元に戻せません。', done: '注文をキャンセルしました。', refundFailed: '注文をキャンセルしましたが、返金に失敗しました。「返金」で再送してください。',
  },
  status: {
    1: '受付済み（入金待ち）', 1008: '入金確認中', 1010: '振込照合済み', 1003: '支払い済み', 5: '支払い済み（スタッフ確認）',
    1004: '注文確定', 4: '製造中', 2: '出荷手配中', 3: '梱包済み', 1000: '発送済み', 1009: '完了', 9: 'キャンセル（未払い）',
    1005: 'キャンセル・返金済み',
    1011: '保留中（ファイルの問題）', 1012: '新しいファイル：要再確認', 1013: '保留中（DFA レビュー）',
  },
  wire: {
    title: '確認待ちの銀行振込', intro: 'お客様が振込（または振込明細）を送った注文です。未払いの注文は 30 日間保留されます。',
    receipt: '振込明細', receiptAt: '{{date}} にアップロード', noReceipt: '明細なし', hold: '保留期限', confirm: '入金を確認',
    confirmQuestion: '注文 {{no}}（{{amount}}）の入金を確認しますか？', confirmed: '注文 {{no}} の入金を確認しました。',
    amount: '金額',
    viewReceipt: '振込明細を見る', reject: '差し戻す', rejectTitle: '注文 {{no}} の振込明細を差し戻す',
    rejectIntro: 'この理由がお客様の言語でメール送信され、正しい振込明細のアップロードをお願いします。注文はお支払い待ちのままです。',
    rejectReason: '理由', rejectSend: '差し戻してお客様にメールする', rejected: '注文 {{no}} の振込明細を差し戻し、再提出をお願いしました。',
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
  support: {
    title: 'お問い合わせ', intro: 'お客様への最初の回答は1営業日（24時間）以内が目安です。',
    search: '件名・メールアドレス・注文番号', subject: '件名', updated: '最終更新', due: '回答期限', order: '注文',
    statusName: { all: 'すべて', open: '回答待ち', waiting: 'お客様の返信待ち', closed: '完了' },
    back: 'お問い合わせ一覧', reply: 'お客様への返信', send: '返信を送信', sent: '返信しました。お客様にメールでお知らせします。',
    close: '完了にする', reopen: '再開する', closed: 'お問い合わせを完了にしました。', reopened: 'お問い合わせを再開しました。',
    language: '言語：{{lang}}',
  },
  payments: {
    title: '決済', search: '注文番号またはメールアドレス', provider: '決済手段', any: 'すべて', rejected: '明細差し戻し',
    providerName: { sandbox: 'カード（サンドボックス）', braintree: 'カード', paypal: 'PayPal', wire: '銀行振込' },
    statusName: { pending: '処理待ち', done: '入金済み', failed: '失敗', refunded: '返金済み' },
  },
  late: {
    title: '返金済みの遅延入金',
    intro: '注文のキャンセル後や支払い済みの後に届いた入金です。自動的に返金されます。銀行振込は手動で返金します（手動）。',
    captured: '入金日時', refund: '返金', refunded: '返金日時',
  },
  customers: {
    title: 'お客様', search: 'メールアドレス・氏名・お客様ID', email: 'メールアドレス', name: '氏名', id: 'ID', vip: 'VIPレベル', flags: 'アカウント設定',
    vipName: { none: 'なし', pro: 'プロ', elite: 'エリート' }, wholesale: '卸売', propagate: 'プロパゲート', distributor: '代理店コード', distributorHint: '販売代理店プログラムで発行されます。停止は代理店のページから：',
    back: 'お客様一覧へ', addresses: '住所', orders: '注文', coupons: 'クーポン', default: '既定',
    lang: { en: '英語版', jp: '日本語版' },
    couponStatus: { available: '利用可能', used: '使用済み', expired: '期限切れ' },
    deleted: 'お客様は{{date}}にこのアカウントを削除しました。個人情報は消去済みで、注文と請求書は保管しています。',
    deletedReason: '削除の理由：{{reason}}',
    deletionReason: {
      no_longer_needed: 'サービスが不要になった', found_alternative: '他の製造業者を利用', too_expensive: '価格や送料が高い',
      privacy: '個人情報の取り扱いが心配', too_many_emails: 'メールが多すぎる', bad_experience: '注文で良くない経験をした', other: 'その他',
    },
  },
  coupons: {
    title: 'クーポンキャンペーン', intro: 'お客様はアカウントのクーポン画面またはご注文手続きでコードを登録します。利用状況はキャンペーンごとに表示されます。',
    new: '新しいキャンペーン', code: 'コード', codeHint: '英数字・-・_。大文字小文字は区別しません。', name: '名称',
    kindValue: '定額', kindPercent: '割合', value: '割引額（USD）', percent: '割引率（%）', minOrder: '最低注文金額（USD）',
    startsAt: '開始日時', endsAt: '終了日時', maxUses: '全体の利用上限', perCustomer: 'お客様ごとの利用上限', noLimit: '空欄：上限なし',
    scope: '対象商品', scopeHint: '未選択の場合はすべての商品が対象です。', allProducts: 'すべての商品',
    product: { pcb: '基板', pcba: '基板実装', stencil: 'ステンシル', printing3d: '3Dプリント', cnc: 'CNC', cable: 'ケーブル' },
    create: 'キャンペーンを作成', created: 'キャンペーン {{code}} を作成しました。', search: 'コードまたは名称', worth: '割引', window: '有効期間',
    uses: '利用数', boundCount_one: '{{count}} 件登録', boundCount_other: '{{count}} 件登録', active: '有効', inactive: '停止中',
    valueOff: '{{value}} 引き', percentOff: '{{percent}}% 引き', minimum: '{{value}} 以上', unlimited: '上限なし',
    back: 'キャンペーン一覧へ', usesTitle: '利用状況', boundAt: '登録日時', usedAt: '利用日時',
    deactivate: '停止する', deactivateQuestion: '{{code}} を停止しますか？ 登録済みで未使用のお客様も含め、コードは使えなくなります。',
    deactivated: 'キャンペーン {{code}} を停止しました。',
  },
  content: staffContent,
  prices: staffPrices,
  dfa: staffDfa,
  bom: staffBom,
  functionTests: staffFunctionTests,
  odm: staffOdm,
  reviews: staffReviews,
  questionnaire: staffQuestionnaire,
  dropShip: staffDropShip,
  partners: staffPartners,
  gallery: staffGallery,
  sponsorship: staffSponsorship,
};

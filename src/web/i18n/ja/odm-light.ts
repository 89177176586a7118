// ODMライト（issue 13）：構成ページ /fusion_odm と /odm-service（再注文）、再注文ダイアログ、注文のサンプル確認、
// お支払い請求。
import type { odmLight as en } from '../en/odm-light';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const odmLight: Shape<typeof en> = {
  title: 'ODMライト：オリジナルXIAOデバイス',
  lead: 'XIAOボード、筐体とその色、ロゴ印刷、ファームウェア書き込み、梱包を選ぶだけですぐにお見積もり。量産前にサンプルをご確認いただけます。',
  serviceTitle: 'ODMライト再注文',
  reorderTitle: '再注文',
  reorderBanner: '以前にご注文いただいたデバイスは、注文番号から再注文できます。',
  reorderOpen: '再注文する',
  backLoaded: '注文 {{orderNo}} の構成で開きました。カートに追加する前に自由に変更できます。',
  backMissing: 'この注文番号は存在しません。入力内容をご確認ください。',
  sections: { device: 'デバイス', finish: '筐体とブランディング', order: 'ファームウェア・梱包・数量' },
  param: {
    base: 'XIAOボード', enclosure: '筐体', colour: '筐体の色', logo: 'ロゴ印刷', firmware: 'ファームウェア',
    packaging: '梱包', quantity: '数量', remark: 'エンジニアへのメモ',
  },
  choice: {
    base: { 'xiao-esp32c3': 'XIAO ESP32C3（Wi-Fi・BLE）', 'xiao-esp32s3': 'XIAO ESP32S3（Wi-Fi・BLE・カメラ対応）', 'xiao-rp2040': 'XIAO RP2040', 'xiao-nrf52840': 'XIAO nRF52840（BLE・低消費電力）' },
    enclosure: { none: '筐体なし（基板のみ）', standard: '標準ABS筐体', waterproof: '防水筐体（IP65）' },
    colour: { black: 'ブラック', white: 'ホワイト', red: 'レッド', blue: 'ブルー' },
    logo: { none: 'ロゴなし', silkscreen: 'シルク印刷', laser: 'レーザー刻印' },
    firmware: { none: '書き込みなし', stock: '標準ファームウェアを書き込み', custom: 'お客様のファームウェアを書き込み（立ち上げ込み）' },
    packaging: { bulk: 'バルク（静電防止袋）', 'retail-box': '個装箱', 'gift-box': 'ギフトボックス' },
  },
  disabledHint: '先に筐体をお選びください。',
  rule: {
    quantityMin: 'この構成では{{min}}個以上でご注文ください。',
    quantityMax: 'この構成では{{max}}個までご注文いただけます。',
  },
  price: {
    title: '価格',
    calculating: '計算中…',
    total: '合計',
    unit: '1個あたり',
    days: 'サンプル約7日、その後の生産を含めて合計{{days}}日です。',
    sample: 'サンプル費用を含みます。サンプルをお送りし、ご確認いただいてから量産を開始します。',
  },
  reorder: {
    label: '注文番号',
    placeholder: '以前のODMご注文の番号',
    required: '注文番号を入力してください',
    notFound: 'この注文番号は存在しません。入力内容をご確認ください。',
    contact: 'サポートに問い合わせる',
    submit: '次へ',
    cancel: 'キャンセル',
  },
  sample: {
    title: 'ODMサンプル',
    fee: 'サンプル費用：{{fee}}',
    waiting: 'ご入金の確認後にサンプルを製作します。',
    ready: 'お送りしたサンプルをご確認ください。ご確認いただくと量産を開始します。',
    confirm: 'サンプルを確認しました',
    confirmed: '{{date}}にサンプルをご確認いただきました。量産を開始しています。',
  },
  payment: {
    title: 'お支払い請求',
    lead: '担当者からのお支払い請求です。カートに入っていますので、通常のご注文と同じようにお支払いください。',
    amount: '金額',
    description: '内容',
    kind: { 455: 'お支払い', 1633: '送料' },
    pay: '今すぐ支払う',
    paid: 'この請求はすでにご注文済みです。',
    notFound: 'このお支払い請求は存在しません。',
  },
};

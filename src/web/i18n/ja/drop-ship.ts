// ドロップシッピング（issue 15）：保管と配送先リストのアップロード、リスト一覧、リスト詳細。
import type { dropShip as en } from '../en/drop-ship';
import type { Catalog } from '../types';

export const dropShip: Catalog<typeof en> = {
  itemTitle: 'ドロップシッピング',
  ordersTitle: 'ドロップシッピング配送リスト',
  listTitle: 'ドロップシッピング配送リスト {{id}}',
  intro: 'お預かりしている商品を、配送先リストの宛先へ発送します。保管は最長6か月まで無料です。各荷物は送料のお支払い後に発送します。',
  listsLink: '配送リスト一覧',
  notEnabled: 'ドロップシッピングは、商品をお預かりしているお客様向けのサービスです。ご利用はサポートまでお問い合わせください。',
  stock: {
    title: '保管中の商品', item: '品番', description: '内容', quantity: '保管数', available: 'リストに使える数', freeUntil: '無料保管期限',
  },
  upload: {
    title: '配送先リストのアップロード',
    help: '.xlsx、.xls、.csvファイル（5MBまで）。列：{{columns}}。会社名と州・都道府県は任意です（国によっては州・都道府県が必要です）。ブラジル宛ては税番号が必要です。配送方法はSZ PostまたはDHLのみ。1つの注文番号に入れる商品は1種類です。',
    continueHelp: '下記の行を修正し、その行だけのファイルをアップロードしてください。正しい行は保持されています。',
    file: '配送先リストのファイル',
    submit: 'アップロードしてチェック',
    startOver: '新しいリストを始める',
  },
  problems: {
    title: 'リストの不備（{{count}}件）',
    intro: 'これらの行は取り込まれていません。修正して再度アップロードしてください。',
    row: '行', column: '列', value: '値', message: '内容',
  },
  problem: {
    required: '入力が必要です',
    country: '2文字の国コード（US、JP、DEなど）で入力してください',
    carrier: '配送方法はSZ PostまたはDHLのみです',
    taxNumber: 'ブラジル宛ては税番号（CPFまたはCNPJ）が必要です',
    quantity: '1以上の整数で入力してください',
    stock: 'リストに使える保管数を超えています',
    mixedItems: '1つの荷物に入れる商品は1種類です。この注文番号には別の商品があります',
    postcode: 'この国の郵便番号として正しくありません',
    tooLong: '長すぎます',
    unknownItem: 'この商品はお預かりしていません',
    missingColumn: '列がありません',
    noRows: 'リストに行がありません',
    tooManyRows: '1つのリストは2000行までです',
  },
  column: {
    order_id: '注文番号', item: '品番', quantity: '数量', shipping_method: '配送方法', recipient_name: '受取人',
    company: '会社名', contact_number: '電話番号', country: '国', state: '州・都道府県', city: '市区町村', street: '番地',
    postal_code: '郵便番号', tax_number: '税番号', file: 'ファイル',
  },
  packages: {
    title: '荷物（{{count}}件）', cost: '送料', tracking: '追跡番号', notShipped: '未発送', total: '送料合計：{{total}}',
  },
  status: { draft: '修正中', unpaid: 'お支払い待ち', paid: 'お支払い済み・発送手配中' },
  submit: 'リストを確定して送料を支払う',
  submitHelp: '送料がカートに入ります。お支払い後に各荷物を発送します。',
  pay: 'カートで送料を支払う',
  continue: 'このリストの修正を続ける',
  lists: { empty: 'リストはまだありません。', file: 'ファイル', created: 'アップロード日時', packages: '荷物', total: '送料', status: '状況', open: '開く' },
};

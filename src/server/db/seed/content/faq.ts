// Frequently asked questions (category FAQ), English and Japanese.
import type { SeedArticle } from './types';

export const FAQ_ARTICLES: SeedArticle[] = [
  {
    id: 601,
    category: 'FAQ',
    en: { title: 'How much does a PCB cost?', body: 'Quick-turn two-layer boards start at $4.90 for 10 pieces. The price depends on size, layer count, quantity and options; the ordering page shows it as you change them.' },
    jp: { title: 'PCBの価格は？', body: '短納期の2層基板は10枚$4.90からです。価格はサイズ、層数、数量、オプションによって変わり、注文ページで変更するたびに表示されます。' },
  },
  {
    id: 602,
    category: 'FAQ',
    en: { title: 'Do I need an account to see a price?', body: 'No. Anyone can see an estimate on the ordering pages. To upload design files, get an exact quote, keep a cart and order, please register and sign in.' },
    jp: { title: '価格を見るのにアカウントは必要ですか？', body: 'いいえ。注文ページの概算価格はどなたでもご覧いただけます。設計データのアップロード、正式なお見積り、カートの保存、ご注文には会員登録とログインが必要です。' },
  },
  {
    id: 603,
    category: 'FAQ',
    en: { title: 'How long does assembly take?', body: 'PCB assembly takes 7–15 working days depending on the parts and options. Boards built only with parts from our Open Parts Library can be ready in about 7 working days. The DFA review adds about 2 days.' },
    jp: { title: '実装にはどのくらいかかりますか？', body: 'PCB実装は、部品とオプションにより7〜15営業日です。オープン部品ライブラリの部品のみを使用する場合は約7営業日で完成します。DFAレビューには約2日かかります。' },
  },
  {
    id: 604,
    category: 'FAQ',
    en: { title: 'Is shipping free?', body: 'Shipping is free on every PCB assembly order. For other items the shipping cost depends on weight, destination and carrier, and is shown at checkout before you pay.' },
    jp: { title: '送料は無料ですか？', body: 'PCB実装のご注文はすべて送料無料です。その他の商品の送料は、重量、お届け先、運送会社によって異なり、お支払い前にチェックアウトで表示されます。' },
  },
  {
    id: 605,
    category: 'FAQ',
    en: { title: 'Can I cancel after paying?', body: 'Yes, within 1 hour after payment confirmation. The 3.5% payment platform fee is kept and the rest is refunded. After that, contact support.' },
    jp: { title: '支払い後にキャンセルできますか？', body: 'はい。お支払い確認後1時間以内であればキャンセルできます。3.5%の決済プラットフォーム手数料を差し引いて返金します。それ以降はサポートにご連絡ください。' },
  },
  {
    id: 606,
    category: 'FAQ',
    en: { title: 'Which currencies can I see prices in?', body: 'US dollar, euro, Japanese yen, British pound, Canadian dollar, Australian dollar and Chinese yuan. Other currencies are for display; prices are charged and invoiced in US dollars.' },
    jp: { title: 'どの通貨で価格を表示できますか？', body: '米ドル、ユーロ、日本円、英ポンド、カナダドル、豪ドル、人民元で表示できます。米ドル以外は参考表示で、請求と請求書は米ドルです。' },
  },
  {
    id: 607,
    category: 'FAQ',
    en: { title: 'Is there a coupon for new customers?', body: 'Yes. New accounts receive a $50 sign-up coupon, valid for 30 days. Coupons can only be used by the account that redeemed them; find yours under [My Coupons](/web/user/coupon).' },
    jp: { title: '新規登録のクーポンはありますか？', body: 'はい。新規登録で$50のクーポンを進呈します。有効期間は30日です。クーポンは登録したアカウントでのみご利用いただけます。[マイクーポン](/web/user/coupon)でご確認ください。' },
  },
  {
    id: 608,
    category: 'FAQ',
    en: { title: 'What file size can I upload?', body: 'Archives, PDFs and other design files up to 20 MB, STL models up to 10 MB and images up to 2 MB. If your files are larger, remove unused layers or contact support.' },
    jp: { title: 'アップロードできるファイルサイズは？', body: 'アーカイブ、PDFなどの設計ファイルは20MBまで、STLモデルは10MBまで、画像は2MBまでです。これより大きい場合は、不要なレイヤーを削除するかサポートにご連絡ください。' },
  },
  {
    id: 609,
    category: 'FAQ',
    en: { title: 'Are my design files kept private?', body: 'Yes. Your files are used only to quote, make and support your orders and are never published, unless you choose to share a design in the public gallery. See our [Privacy Policy](/privacy_policy).' },
    jp: { title: '設計データは公開されませんか？', body: 'はい。データはお見積り、製造、サポートのためにのみ使用し、お客さまが公開ギャラリーで共有を選ばない限り公開されることはありません。[プライバシーポリシー](/privacy_policy)をご覧ください。' },
  },
  {
    id: 610,
    category: 'FAQ',
    en: { title: 'Do you offer design services?', body: 'Yes. Our ODM service takes a product from idea to finished goods, including firmware, logo, modules and packaging. Tell us about the project on the [ODM page](/fusion-odm-service).' },
    jp: { title: '設計サービスはありますか？', body: 'はい。ODMサービスでは、ファームウェア、ロゴ、モジュール、パッケージを含め、アイデアから完成品までを手がけます。[ODMページ](/fusion-odm-service)からプロジェクトについてお知らせください。' },
  },
];

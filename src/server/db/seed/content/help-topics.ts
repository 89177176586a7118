// Help-centre articles for the five get_help topics (spec platform §2), English and Japanese.
// Facts match the business constants (spec platform §9, services §9).
import type { SeedArticle } from './types';

export const HELP_TOPIC_ARTICLES: SeedArticle[] = [
  // TechnicalSupport
  {
    id: 101,
    category: 'TechnicalSupport',
    en: {
      title: 'Which files do I need for a PCB order?',
      body: 'Upload one ZIP (or RAR) archive with your Gerber layers, the board outline and the drill files. Gerber X2 files work best because each layer names its own function. If our check cannot tell what a file is, you can assign the layer yourself before adding the board to your cart. Files up to 20 MB are accepted.',
    },
    jp: {
      title: 'PCBの注文に必要なファイルは？',
      body: 'ガーバーの各レイヤー、基板外形、ドリルデータをひとつのZIP（またはRAR）ファイルにまとめてアップロードしてください。各レイヤーが自身の役割を持つGerber X2形式が最適です。自動チェックでファイルの種類を判別できない場合は、カートに追加する前にご自身でレイヤーを割り当てられます。20MBまでのファイルに対応しています。',
    },
  },
  {
    id: 102,
    category: 'TechnicalSupport',
    en: {
      title: 'What does the DFA review check?',
      body: 'For assembly orders an engineer compares your BOM, pick-and-place file and board: footprints that do not match the part, polarity marks, parts too close to the board edge and parts we cannot source. The review is free with PCBA and adds about 2 days. If we find an issue we pause the order and ask you before building anything.',
    },
    jp: {
      title: 'DFAレビューでは何を確認しますか？',
      body: '実装のご注文では、エンジニアがBOM、部品配置データ、基板を照合し、部品に合わないフットプリント、極性表示、基板端に近すぎる部品、調達できない部品などを確認します。レビューはPCBAでは無料で、約2日かかります。問題が見つかった場合は製造前にご注文を保留し、お客さまに確認します。',
    },
  },
  {
    id: 103,
    category: 'TechnicalSupport',
    en: {
      title: 'Quick-turn, advanced or premium PCB?',
      body: 'Quick-turn boards cover most prototypes and start at $4.90 for 10 pieces. Choose **advanced** for heavier copper (1–3 oz), smaller drills (0.2 mm) or 4/4 mil traces. Choose **premium** for products that need tighter tolerances and extra inspection; premium quotes are answered within 24 hours.',
    },
    jp: {
      title: '短納期・アドバンスド・プレミアムPCBの違いは？',
      body: '短納期PCBはほとんどの試作に対応し、10枚$4.90からご注文いただけます。厚銅（1〜3oz）、小径ドリル（0.2mm）、4/4milの配線が必要な場合は**アドバンスド**を、より厳しい公差と追加検査が必要な製品には**プレミアム**をお選びください。プレミアムのお見積りは24時間以内に回答します。',
    },
  },
  // ShippingOrder
  {
    id: 201,
    category: 'ShippingOrder',
    en: {
      title: 'How is the delivery time calculated?',
      body: 'Delivery time is production time plus shipping time. Production time is counted in working days from the moment the order is confirmed and any questions about your files are answered. Shipping time depends on the carrier you choose at checkout and on customs in your country.',
    },
    jp: {
      title: 'お届けまでの日数はどう計算されますか？',
      body: 'お届けまでの日数は、製造日数と配送日数の合計です。製造日数は、ご注文の確定とデータに関するご質問への回答が済んだ時点から営業日で数えます。配送日数は、チェックアウトで選択した運送会社とお届け先の国の通関によって異なります。',
    },
  },
  {
    id: 202,
    category: 'ShippingOrder',
    en: {
      title: 'How do I track my parcel?',
      body: 'When your order ships, its tracking number appears in [Order History](/web/user/order/all) and in the shipping email we send you. Open the order to see the carrier and follow the link to its tracking page. Tracking usually starts showing events within one working day of dispatch.',
    },
    jp: {
      title: '荷物の追跡方法は？',
      body: '発送後、追跡番号が[注文履歴](/web/user/order/all)と発送のお知らせメールに表示されます。ご注文を開くと運送会社が表示され、リンクから追跡ページを確認できます。追跡情報は通常、発送から1営業日以内に表示され始めます。',
    },
  },
  {
    id: 203,
    category: 'ShippingOrder',
    en: {
      title: 'Do I pay import duties?',
      body: 'Import duties, taxes and customs fees in your country are usually paid by the receiver, unless checkout shows them as included. Please enter a tax or import number in your address when your country requires one, so customs can clear the parcel without delay.',
    },
    jp: {
      title: '輸入関税は支払う必要がありますか？',
      body: 'お届け先の国での輸入関税、税金、通関手数料は、チェックアウトで含まれていると表示されている場合を除き、通常は受取人のご負担となります。税番号・輸入者番号が必要な国では、通関が遅れないよう住所に番号をご入力ください。',
    },
  },
  // ReturnsRefund
  {
    id: 301,
    category: 'ReturnsRefund',
    en: {
      title: 'Can I cancel an order?',
      body: 'Yes, within **1 hour after payment confirmation**, from the order page. We keep the 3.5% payment platform fee and refund the rest to your original payment method. After that hour production may have started, so please contact support to see what can still be stopped.',
    },
    jp: {
      title: '注文をキャンセルできますか？',
      body: 'はい。**お支払い確認後1時間以内**であれば、注文ページからキャンセルできます。3.5%の決済プラットフォーム手数料を差し引き、残額を元のお支払い方法に返金します。1時間を過ぎると製造が始まっている場合がありますので、サポートにご連絡ください。',
    },
  },
  {
    id: 302,
    category: 'ReturnsRefund',
    en: {
      title: 'My boards do not match my files',
      body: 'Tell us within 30 days of delivery. Open a ticket with the order number, photos of the problem and, for assembled boards, your test results. After checking we remake the boards or refund them. Please keep the boards until the case is closed.',
    },
    jp: {
      title: '届いた基板がデータと異なる',
      body: 'お届けから30日以内にご連絡ください。注文番号、問題箇所の写真、実装基板の場合は検査結果を添えてお問い合わせください。確認のうえ、再製造または返金いたします。対応が完了するまで基板は保管してください。',
    },
  },
  {
    id: 303,
    category: 'ReturnsRefund',
    en: {
      title: 'How long does a refund take?',
      body: 'Refunds go back to the payment method you used. Card and PayPal refunds usually appear within 5–10 working days, depending on your bank. Wire transfer refunds need your bank details and may take longer; bank charges for the transfer are deducted.',
    },
    jp: {
      title: '返金にはどのくらいかかりますか？',
      body: '返金は、お支払いに使用した方法で行います。カードとPayPalの返金は、銀行によって異なりますが通常5〜10営業日で反映されます。銀行振込の返金にはお客さまの口座情報が必要で、時間がかかる場合があります。振込手数料は差し引かれます。',
    },
  },
  // PaymentInformation
  {
    id: 401,
    category: 'PaymentInformation',
    en: {
      title: 'Which payment methods can I use?',
      body: 'Visa and Mastercard cards, PayPal, China Union Pay and bank wire transfer (USD, or CNY for China). Card details are entered on the payment provider\'s page and never stored by us. Prices are calculated and invoiced in US dollars.',
    },
    jp: {
      title: '利用できるお支払い方法は？',
      body: 'Visa・Mastercardのクレジットカード、PayPal、銀聯（China Union Pay）、銀行振込（米ドル、中国向けは人民元）をご利用いただけます。カード情報は決済事業者のページで入力され、当社が保存することはありません。価格の計算と請求は米ドルで行います。',
    },
  },
  {
    id: 402,
    category: 'PaymentInformation',
    en: {
      title: 'My card was declined',
      body: 'The bank refused the payment. Common reasons are incorrect card details, insufficient funds, a spending limit or a network problem at the processor. Check the details and try again, use another card, or pay with PayPal. The message shows the bank\'s error code, which your bank can explain.',
    },
    jp: {
      title: 'カードが承認されませんでした',
      body: '銀行がお支払いを承認しませんでした。主な原因は、カード情報の入力誤り、残高不足、利用限度額、決済ネットワークの障害です。入力内容をご確認のうえ再度お試しいただくか、別のカードまたはPayPalをご利用ください。表示される銀行のエラーコードについては、カード発行銀行にお問い合わせください。',
    },
  },
  {
    id: 403,
    category: 'PaymentInformation',
    en: {
      title: 'Paying by wire transfer',
      body: 'Choose wire transfer at checkout and you will see our bank details and your order number. Include the order number in the transfer reference. The order is held for one month while we wait for the payment; production starts once the money arrives.',
    },
    jp: {
      title: '銀行振込でのお支払い',
      body: 'チェックアウトで銀行振込を選ぶと、当社の口座情報と注文番号が表示されます。振込の際は、依頼人名または参照欄に注文番号をご記入ください。ご注文は入金をお待ちする間1か月保留され、入金確認後に製造を開始します。',
    },
  },
  // HowToGetHelp
  {
    id: 501,
    category: 'HowToGetHelp',
    en: {
      title: 'How to contact support',
      body: 'Use the live chat at the bottom of any page, or open a ticket from your order. Tell us your order number and attach files or photos if they help. We answer in English and Japanese, usually within one working day.',
    },
    jp: {
      title: 'サポートへの問い合わせ方法',
      body: '各ページ下部のライブチャット、またはご注文ページからお問い合わせください。注文番号をお知らせいただき、必要に応じてファイルや写真を添付してください。英語と日本語で、通常1営業日以内に回答します。',
    },
  },
  {
    id: 502,
    category: 'HowToGetHelp',
    en: {
      title: 'Before you ask: the fastest answers',
      body: 'Many questions are answered in the [FAQ](/faq). For an order, open [Order History](/web/user/order/all) first: status, tracking and invoices are all there. For a design question, include the file name and the layer or part you mean.',
    },
    jp: {
      title: 'お問い合わせの前に',
      body: '多くのご質問は[よくある質問](/faq)で解決できます。ご注文については、まず[注文履歴](/web/user/order/all)をご確認ください。状況、追跡番号、請求書をご覧いただけます。設計に関するご質問は、ファイル名と対象のレイヤーや部品をお知らせください。',
    },
  },
  {
    id: 503,
    category: 'HowToGetHelp',
    en: {
      title: 'Help with a quote',
      body: 'Items waiting for a quote stay in your cart until we answer, usually within one working day (CNC about 2 hours, premium PCB within 24 hours). If a quote looks wrong, reply to the quote email or contact support with the cart item, and an engineer will check it.',
    },
    jp: {
      title: 'お見積りについてのサポート',
      body: '見積り待ちの商品は、回答するまでカートに保存されます。回答は通常1営業日以内です（CNCは約2時間、プレミアムPCBは24時間以内）。お見積りに疑問がある場合は、見積りメールに返信するか、カートの商品をお知らせのうえサポートにご連絡ください。エンジニアが確認します。',
    },
  },
];

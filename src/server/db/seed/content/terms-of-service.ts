// The terms of service (terms_of_service), English and Japanese. The cancellation rule matches the
// business constants (spec platform §9): 1 hour after payment confirmation, 3.5% platform fee kept.
import type { SeedPage } from './types';

const en = `These terms apply to every order you place on the Fusion storefront. By creating an account or placing an order you agree to them. Please read them together with our [Privacy Policy](/privacy_policy).

## 1. Your account

You need an account to upload design files, receive exact quotes, keep a cart and place orders. Keep your password private: orders placed from your account are treated as placed by you. The information you give us, especially your delivery address, phone number and any tax or import number, must be correct and complete, because carriers and customs rely on it.

## 2. Quotes and orders

- Prices shown on ordering pages before you upload files are estimates. The price that counts is the one shown in your cart and at checkout.
- Some items need a manual review (for example assembly with parts we must source, or unusual specifications). They wait in your cart as "waiting for quotation" until we have answered, usually within one working day.
- An order is placed when you complete checkout and accepted when we confirm your payment. We may decline or cancel an order we cannot make, for example when the files are unusable or the design breaks the law; in that case you are refunded in full.
- Special prices (such as 10 PCBs for $4.90) apply under the conditions shown on the ordering page and may be limited per order or per shipment.

## 3. Prices and payment

Prices are calculated in US dollars; other currencies are shown for convenience at our current rate, and your invoice is issued in US dollars. Shipping, taxes and any duties we collect are shown before you pay. We accept Visa and Mastercard cards, PayPal, China Union Pay and bank wire transfer. Orders paid by wire transfer are held for one month while we wait for the payment and are cancelled if it does not arrive.

## 4. Cancellation

You can cancel an order yourself **within 1 hour after payment confirmation**. Because the payment provider does not return its charge to us, we keep the **payment platform fee of 3.5%** of the amount paid and refund the rest to the original payment method. After that hour, production may already have started and the order can no longer be cancelled online; contact support and we will tell you what can still be stopped and what it costs.

## 5. Your design files

- You are responsible for your files: Gerber, drill, BOM, pick-and-place, 3D and drawing files must describe what you want built. We build what the files show; we do not redesign your product.
- Our automatic checks and engineering review look for manufacturing problems. They are a help, not a guarantee that your design works.
- You confirm that you have the right to use the designs you send and that making them does not infringe anyone else's rights.
- Your files remain yours. We use them only to quote, make, test and support your orders, and we do not share them except with the partner who makes a part of your order.

## 6. Production and quality

Production times are given in working days and start when the order is confirmed and any question about the files is answered. If an item we made does not match your files or the specification you ordered, tell us within 30 days of delivery with photos or test results. We will remake the item or refund it after checking; this is your main remedy for defective work.

## 7. Shipping

We ship with the carriers offered at checkout. Delivery times given by carriers are estimates. Import duties, taxes and customs fees in your country are your responsibility unless checkout says they are included. Risk passes to you when the parcel is handed to you or to the address you chose. Check your parcel on arrival and keep the packaging if something is damaged.

## 8. Liability

We are responsible for making your order as specified and with reasonable care. We are not liable for indirect or consequential losses, such as lost profits, lost data or the cost of re-working products built with our parts, and our total liability for an order is limited to the amount you paid for it. Nothing in these terms limits liability that cannot be limited by law, or the rights consumers have under the law of their country.

## 9. Governing law

These terms are governed by the law of the country where Fusion is registered, and its courts have jurisdiction over disputes, unless the mandatory law of your country as a consumer says otherwise. We always try to solve a problem with you directly first.

## 10. Changes

We may update these terms. The version that applies to an order is the one published when the order was placed.

## Contact

Questions about these terms? Reach us through the [Help Center](/get_help/HowToGetHelp).`;

const jp = `本規約は、Fusionストアでのすべてのご注文に適用されます。アカウントの作成またはご注文により、お客さまは本規約に同意したものとみなされます。[プライバシーポリシー](/privacy_policy)とあわせてお読みください。

## 1. アカウント

設計データのアップロード、正式なお見積り、カートの保存、ご注文にはアカウントが必要です。パスワードは他人に知られないよう管理してください。お客さまのアカウントからのご注文は、お客さまご本人によるものとして扱います。お届け先住所、電話番号、税番号・輸入者番号などのご登録情報は、運送会社や税関が利用するため、正確かつ完全にご入力ください。

## 2. お見積りとご注文

- データをアップロードする前に注文ページに表示される価格は概算です。カートおよびチェックアウトに表示される価格が正式な価格です。
- 一部の商品（当社で部品を調達する実装や特殊な仕様など）は手動での確認が必要です。回答するまで（通常1営業日以内）、カート内で「見積り待ち」として表示されます。
- ご注文はチェックアウトの完了により成立し、当社がお支払いを確認した時点で受諾されます。データが使用できない場合や設計が法令に反する場合など、製造できないご注文はお断りまたはキャンセルすることがあります。その場合は全額を返金します。
- 特別価格（PCB 10枚$4.90など）は注文ページに記載の条件で適用され、ご注文または発送ごとに数量の制限がある場合があります。

## 3. 価格とお支払い

価格は米ドルで計算されます。その他の通貨は当社の現行レートによる参考表示であり、請求書は米ドルで発行されます。送料、税金、当社が徴収する関税はお支払い前に表示します。お支払いには、Visa・Mastercardのクレジットカード、PayPal、銀聯（China Union Pay）、銀行振込をご利用いただけます。銀行振込のご注文は入金をお待ちする間1か月保留され、期限までに入金がない場合はキャンセルされます。

## 4. キャンセル

ご注文は**お支払い確認後1時間以内**であれば、お客さまご自身でキャンセルできます。決済事業者の手数料は当社に返還されないため、**お支払い額の3.5%の決済プラットフォーム手数料**を差し引き、残額を元のお支払い方法に返金します。1時間を過ぎると製造が始まっている場合があるため、オンラインでのキャンセルはできません。サポートにご連絡いただければ、中止できる工程とその費用をご案内します。

## 5. 設計データ

- データの内容についてはお客さまの責任となります。ガーバー、ドリル、BOM、部品配置、3D、図面の各データは、製造を希望する内容を正しく表している必要があります。当社はデータのとおりに製造し、製品の再設計は行いません。
- 自動チェックとエンジニアによるレビューは製造上の問題を見つけるための支援であり、設計が正しく動作することを保証するものではありません。
- お客さまは、送付する設計を使用する権利を有し、その製造が第三者の権利を侵害しないことを保証するものとします。
- データの権利はお客さまに帰属します。当社はお見積り、製造、検査、サポートのためにのみ使用し、ご注文の一部を製造する協力会社以外に開示しません。

## 6. 製造と品質

製造日数は営業日で表示し、ご注文の確定とデータに関するご質問への回答が済んだ時点から数えます。当社が製造した商品がデータやご注文の仕様と一致しない場合は、お届けから30日以内に写真または検査結果を添えてご連絡ください。確認のうえ、再製造または返金いたします。これが製造不良に対する主な救済方法となります。

## 7. 配送

チェックアウトで選択できる運送会社で発送します。運送会社が示すお届け日数は目安です。お客さまの国での輸入関税、税金、通関手数料は、チェックアウトで含まれていると表示されている場合を除き、お客さまのご負担となります。危険負担は、お荷物がお客さままたはご指定の住所に引き渡された時点で移転します。お荷物は到着時にご確認いただき、破損がある場合は梱包材を保管してください。

## 8. 責任の範囲

当社は、ご注文を仕様どおりに相当の注意をもって製造する責任を負います。逸失利益、データの損失、当社の部品を使用して製造した製品の手直し費用などの間接的・派生的な損害については責任を負わず、1件のご注文に対する当社の責任の総額は、そのご注文のお支払い額を上限とします。ただし、法令上制限できない責任や、お客さまの国の法律で消費者に認められた権利を制限するものではありません。

## 9. 準拠法

本規約は、Fusionが登記されている国の法律に準拠し、紛争についてはその国の裁判所が管轄権を有します。ただし、消費者であるお客さまの国の強行法規に別段の定めがある場合はそれに従います。問題が生じた場合は、まずお客さまと直接解決するよう努めます。

## 10. 変更

当社は本規約を改定することがあります。ご注文に適用されるのは、ご注文時に公開されていた版です。

## お問い合わせ

本規約に関するご質問は、[ヘルプセンター](/get_help/HowToGetHelp)からお寄せください。`;

export const termsOfService: SeedPage = {
  key: 'terms_of_service',
  revised: '2026-01-05',
  en: { title: 'Terms of Service', body: en },
  jp: { title: '利用規約', body: jp },
};

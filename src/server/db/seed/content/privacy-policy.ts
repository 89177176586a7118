// The privacy policy (privacy_policy), English and Japanese. The cookies it names are the ones the
// app sets: the session cookie, the guest id (guid, 30 days, spec platform §9) and the display currency.
import type { SeedPage } from './types';

const en = `This policy explains what personal information Fusion collects when you use our storefront, why we need it, how long we keep it and what you can ask us to do with it.

## What we collect

- **Account details:** your name, email address and a password, which we store only as a one-way hash.
- **Order details:** delivery and billing addresses, phone number, company name, tax or import number where the destination requires one, the items you order and your messages to us.
- **Design files:** the Gerber, drill, BOM, 3D and other files you upload for a quote or an order.
- **Payment details:** the payment method, amount and status. Card numbers are entered on our payment provider's page and are never stored by us.
- **Technical data:** your IP address, browser type and the pages you request, recorded in server logs to keep the service secure and working.
- **Newsletter:** your email address and language, only if you subscribe.

## Why we use it

- To make, ship and support your orders, including sending your address and phone number to the carrier and customs.
- To run your account: signing in, order history, addresses and coupons.
- To answer your questions and review your design files.
- To protect the service against fraud and abuse, for example by limiting repeated requests.
- To meet legal duties such as issuing invoices and keeping accounting records.
- To send the newsletter you asked for. You can unsubscribe at any time from the link in each message.

We do not sell your personal information and we do not use it for advertising by third parties.

## Cookies

We use only the cookies the storefront needs to work:

- **Session cookie:** keeps you signed in. It cannot be read by page scripts and lasts one day, or 30 days if you choose "remember me".
- **Guest id (guid):** a random identifier that lets us recognise your browser before you sign in, for example to keep your place in the shop. It lasts 30 days.
- **Currency:** remembers the display currency you picked.

There are no advertising or cross-site tracking cookies. If you block these cookies, signing in and the cart will not work.

## Who we share it with

Carriers and customs brokers (to deliver your parcel), payment providers (to take payment), and manufacturing partners who make part of your order (who receive only the files and details needed for that part). Each of them may use the data only for that purpose. We disclose information to authorities only when the law requires it.

## How long we keep it

- Account details: while your account is open. You can close it from the [account deletion page](/web/user/deleteAccount).
- Orders and invoices: as long as tax and accounting law requires, even after an account is closed.
- Design files: kept with the order so you can reorder, and deleted when you delete your account or ask us to remove them, unless an open order still needs them.
- Server logs: a short period, normally no more than 90 days.
- Newsletter: until you unsubscribe.

## Your rights

You can ask us to show you the personal information we hold about you, to correct it, to delete it, to give you a copy in a common format, or to stop using it for a purpose you object to. Where we rely on your consent, such as for the newsletter, you can withdraw it at any time. Most details can be changed directly in your account. If you are not satisfied with our answer, you may complain to the data protection authority where you live.

## Security

Connections to the storefront are encrypted, passwords are hashed, access to customer data is limited to staff who need it, and payment card data never reaches our servers.

## Changes and contact

We will publish any change to this policy on this page and update the date above. For questions or requests about your personal information, contact us through the [Help Center](/get_help/HowToGetHelp).`;

const jp = `本ポリシーは、Fusionストアのご利用にあたり当社が収集する個人情報、その利用目的、保存期間、お客さまが当社に求めることのできる事項について説明するものです。

## 収集する情報

- **アカウント情報**：お名前、メールアドレス、パスワード（一方向ハッシュとしてのみ保存）。
- **ご注文情報**：お届け先・請求先住所、電話番号、会社名、配送先で必要な場合の税番号・輸入者番号、ご注文内容、当社へのメッセージ。
- **設計データ**：お見積りやご注文のためにアップロードされたガーバー、ドリル、BOM、3Dなどのファイル。
- **お支払い情報**：お支払い方法、金額、状況。カード番号は決済事業者のページで入力され、当社が保存することはありません。
- **技術情報**：サービスの安全と正常な動作のためにサーバーログに記録されるIPアドレス、ブラウザの種類、リクエストされたページ。
- **ニュースレター**：ご登録いただいた場合のみ、メールアドレスと言語。

## 利用目的

- ご注文の製造、発送、サポートのため（お届け先住所と電話番号を運送会社・税関へ提供することを含みます）。
- アカウントの運営のため（ログイン、注文履歴、住所、クーポン）。
- お問い合わせへの回答と設計データの確認のため。
- 不正行為や濫用からサービスを守るため（繰り返しのリクエストの制限など）。
- 請求書の発行や会計記録の保存など、法令上の義務を果たすため。
- ご希望いただいたニュースレターを送信するため。各メールのリンクからいつでも配信を停止できます。

当社はお客さまの個人情報を販売せず、第三者の広告に利用することもありません。

## Cookie

当社は、ストアの動作に必要なCookieのみを使用します。

- **セッションCookie**：ログイン状態を保持します。ページのスクリプトからは読み取れず、有効期間は1日（「ログイン状態を保持する」を選んだ場合は30日）です。
- **ゲストID（guid）**：ログイン前のブラウザを識別するためのランダムな識別子で、ショップでのご利用状況の保持などに使います。有効期間は30日です。
- **通貨**：お選びいただいた表示通貨を記憶します。

広告用Cookieやサイトをまたいだトラッキング用Cookieは使用していません。これらのCookieをブロックすると、ログインやカートは動作しません。

## 情報の提供先

運送会社・通関業者（お荷物のお届けのため）、決済事業者（お支払いのため）、ご注文の一部を製造する協力会社（その製造に必要なデータと情報のみ）に提供します。提供先はいずれも、その目的のためにのみ情報を利用できます。法令に基づく場合を除き、官公庁へ開示することはありません。

## 保存期間

- アカウント情報：アカウントが有効な間。[アカウント削除ページ](/web/user/deleteAccount)から削除できます。
- ご注文と請求書：税務・会計法令が定める期間（アカウント削除後も含みます）。
- 設計データ：再注文できるようご注文とともに保存し、アカウント削除時またはご依頼により削除します（進行中のご注文に必要な場合を除きます）。
- サーバーログ：短期間（通常90日以内）。
- ニュースレター：配信停止まで。

## お客さまの権利

お客さまは、当社が保有するご自身の個人情報の開示、訂正、削除、一般的な形式でのコピーの提供、異議のある目的での利用停止を求めることができます。ニュースレターなど同意に基づく利用については、いつでも同意を撤回できます。ほとんどの情報はアカウントページで直接変更できます。当社の対応にご満足いただけない場合は、お住まいの地域のデータ保護機関に申し立てることができます。

## 安全管理

ストアへの通信は暗号化され、パスワードはハッシュ化して保存し、お客さま情報へのアクセスは必要なスタッフに限定しています。クレジットカード情報が当社のサーバーに届くことはありません。

## 変更とお問い合わせ

本ポリシーを変更する場合は、このページで公開し、上記の日付を更新します。個人情報に関するご質問やご依頼は、[ヘルプセンター](/get_help/HowToGetHelp)からご連絡ください。`;

export const privacyPolicy: SeedPage = {
  key: 'privacy_policy',
  revised: '2026-01-05',
  en: { title: 'Privacy Policy', body: en },
  jp: { title: 'プライバシーポリシー', body: jp },
};

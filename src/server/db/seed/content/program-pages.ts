// Program and product pages served from the CMS (issue 15): the marketplace and the BeagleBone series. Links point
// only at pages that exist; content staff edit both texts under the console's CMS pages.
import type { SeedPage } from './types';

const marketplaceEn = `The Fusion marketplace brings together what you need to turn a working prototype into a product other people can buy.

## From one board to a product

- **Build in volume.** Re-order the same board or assembly from your order history; prices per board fall as the quantity rises, and the [Open Parts Library](/opl) keeps common parts in stock for assembly.
- **Customize an existing product.** Our [ODM service](/fusion-odm-service) adapts a product we already make — firmware, your logo, modules, packaging or enclosure — for a one-time engineering (NRE) fee and a unit price. [Co-create](/co-create) starts from your own idea.
- **Ship it as a kit.** [Kitting](/kitting-service) packs your boards, parts, printed cards and manuals into boxes ready to sell, from 5 sets.

## How it works

1. Send an inquiry from the ODM or co-create page, or configure a kit.
2. Our sales team answers with a quote, usually within one working day.
3. Accept the quote in your account: it goes into your cart and is paid like any order.
4. Production is tracked on your order page until delivery.

Questions about selling what you make: [contact us](/get_help/HowToGetHelp).`;

const marketplaceJp = `Fusionマーケットプレイスでは、動作する試作品を販売できる製品に仕上げるためのサービスをまとめてご案内します。

## 1枚の基板から製品へ

- **量産する。** 注文履歴から同じ基板や実装基板を再注文できます。数量が増えるほど1枚あたりの価格は下がり、[オープンパーツライブラリ](/opl)の部品は実装用に在庫があります。
- **既存の製品をカスタマイズする。** [ODMサービス](/fusion-odm-service)では、当社の既存製品のファームウェア、ロゴ、モジュール、パッケージ、筐体を、初期開発費（NRE）と単価でカスタマイズします。ご自身のアイデアから始める場合は[共同開発](/co-create)をご覧ください。
- **キットにして出荷する。** [キッティング](/kitting-service)では、基板、部品、印刷カード、説明書を販売できる箱にまとめます。5セットから承ります。

## ご利用の流れ

1. ODMまたは共同開発のページからお問い合わせいただくか、キットを構成します。
2. 営業担当が通常1営業日以内にお見積りをお送りします。
3. アカウントページでお見積りを承認するとカートに追加され、通常のご注文と同じくお支払いいただけます。
4. 製造からお届けまで、ご注文ページで状況を確認できます。

製品の販売に関するご相談は[お問い合わせ](/get_help/HowToGetHelp)からどうぞ。`;

const beagleEn = `BeagleBone boards are open-source single-board computers from the BeagleBoard.org Foundation. Their schematics, layouts and bills of materials are published, which makes them a common starting point for custom boards and add-on "capes".

## The boards

| Board | Processor | Highlights |
|---|---|---|
| BeagleBone Black | TI Sitara AM3358, 1 GHz Arm Cortex-A8 | 512 MB DDR3, 4 GB eMMC, HDMI, two 46-pin expansion headers |
| BeagleBone Green | TI Sitara AM3358, 1 GHz Arm Cortex-A8 | developed with Seeed: HDMI replaced by two Grove connectors |
| BeagleBone Green Wireless | TI Sitara AM3358, 1 GHz Arm Cortex-A8 | Wi-Fi 802.11 b/g/n and Bluetooth in place of Ethernet |
| BeagleBone AI-64 | TI TDA4VM, two Arm Cortex-A72 cores | deep-learning and vision accelerators for edge AI |

All of them keep the BeagleBone header layout, so a cape designed for one fits the others.

## Building your own

- **A cape**: design a board for the two expansion headers and order it as a [PCB](/fusion_pcb) or fully [assembled](/pcb-assembly). Follow the [design for manufacture](/pcb-design-for-manufacture) rules.
- **A derivative board**: start from the published design files, change what you need and send it to our [ODM service](/fusion-odm-service) for a quote.
- **Parts**: common parts are in the [Open Parts Library](/opl), which shortens assembly lead times.`;

const beagleJp = `BeagleBoneは、BeagleBoard.org財団によるオープンソースのシングルボードコンピューターです。回路図、基板レイアウト、部品表が公開されているため、独自基板や拡張基板（ケープ）の出発点としてよく使われています。

## ボードの種類

| ボード | プロセッサー | 特長 |
|---|---|---|
| BeagleBone Black | TI Sitara AM3358（1GHz Arm Cortex-A8） | 512MB DDR3、4GB eMMC、HDMI、46ピン拡張ヘッダー×2 |
| BeagleBone Green | TI Sitara AM3358（1GHz Arm Cortex-A8） | Seeedと共同開発：HDMIの代わりにGroveコネクター×2 |
| BeagleBone Green Wireless | TI Sitara AM3358（1GHz Arm Cortex-A8） | 有線LANの代わりにWi-Fi（802.11 b/g/n）とBluetooth |
| BeagleBone AI-64 | TI TDA4VM（Arm Cortex-A72×2） | エッジAI向けの深層学習・画像処理アクセラレーター |

いずれもBeagleBoneのヘッダー配置を共通にしているため、1つのボード用に設計したケープは他のボードにも取り付けられます。

## 独自のボードをつくる

- **ケープ**：2つの拡張ヘッダーに合わせて基板を設計し、[プリント基板](/fusion_pcb)または[基板実装](/pcb-assembly)でご注文ください。[製造しやすい基板設計](/pcb-design-for-manufacture)もあわせてご覧ください。
- **派生ボード**：公開されている設計データをもとに必要な変更を加え、[ODMサービス](/fusion-odm-service)でお見積りをご依頼ください。
- **部品**：よく使う部品は[オープンパーツライブラリ](/opl)にあり、実装の納期を短縮できます。`;

export const marketplace: SeedPage = {
  key: 'fusion-marketplace',
  revised: '2026-11-20',
  en: { title: 'Fusion Marketplace', body: marketplaceEn },
  jp: { title: 'マーケットプレイス', body: marketplaceJp },
};

export const beagleboneSeries: SeedPage = {
  key: 'beaglebone-series',
  revised: '2026-11-20',
  en: { title: 'BeagleBone Series', body: beagleEn },
  jp: { title: 'ビーグルボーン シリーズ', body: beagleJp },
};

// The company page (about_us), English and Japanese.
import type { SeedPage } from './types';

const en = `Fusion is an online manufacturing service for hardware makers. Since 2008 we have helped hobbyists, students, start-ups and engineering teams turn a design file into working hardware: bare circuit boards, fully assembled boards, stencils, 3D-printed and CNC-machined parts, cable assemblies and complete kits, all ordered from one account and delivered to your door.

## What we make

- **PCB fabrication** in three tiers. Quick-turn boards start at $4.90 for 10 pieces; advanced boards cover 1–3 oz copper, 0.2 mm drills and 4/4 mil traces; premium boards are built for products that need tighter tolerances and extra inspection.
- **PCB assembly (PCBA).** Upload your Gerber files and bill of materials, get an instant quote, and let our engineers review the design for assembly (DFA) before anything is built. Functional testing is available on request, and shipping is free on every PCBA order.
- **Stencils** for paste printing on your own bench or line.
- **3D printing and CNC machining** for enclosures, brackets, jigs and mechanical prototypes.
- **Cable and harness assembly**, **kitting** with printed material and custom packaging, and **ODM services** when you need a finished product rather than a part.
- **The Open Parts Library (OPL)**: more than 150,000 components we keep available for assembly, so boards built with them ship sooner.

## How we work

Every order starts from your files. They are checked automatically the moment you upload them, an engineer looks at anything unusual, and you see the price before you pay. Most quotes are answered within one working day. Once an order is confirmed you can follow it in your account, from production to the tracking number of the parcel.

We build exactly what your files describe. When something looks wrong, such as a missing drill file, an outline that does not close or a part that does not fit its footprint, we stop and ask rather than guess. A short question today is cheaper than a batch of boards that cannot be used.

## Who we work with

Our customers range from first-time makers ordering five boards for a weekend project to companies running small production batches every month. We also work with distributors and resellers, partners in our licensed-products program, and businesses that use our drop-shipping service to send finished goods straight to their own customers.

## What we promise

- Clear prices: the quote you accept is the price you pay, with shipping and taxes shown before checkout.
- Honest lead times: production time is counted in working days and shown for every option you choose.
- Care with your designs: your files are used only to make your order and stay yours.
- Help from people who build electronics: our support team and engineers answer in English and Japanese.

## Get in touch

Questions about an order, a quote or a design? Start at the [Help Center](/get_help/HowToGetHelp) or read the [FAQ](/faq). Our [Terms of Service](/terms_of_service) and [Privacy Policy](/privacy_policy) explain how ordering works and how we look after your data.`;

const jp = `Fusionは、ハードウェア開発者のためのオンライン製造サービスです。2008年の創業以来、ホビイスト、学生、スタートアップ、開発チームの皆さまが設計データを実際に動くハードウェアにするお手伝いをしてきました。プリント基板、実装済み基板、ステンシル、3Dプリント部品、CNC加工部品、ケーブルアセンブリ、キット製品まで、ひとつのアカウントからご注文いただき、お手元までお届けします。

## 製造できるもの

- **PCB製造**：3つのグレードをご用意しています。短納期PCBは10枚$4.90から。アドバンスドPCBは銅厚1〜3oz、最小ドリル径0.2mm、配線幅・間隔4/4milに対応。プレミアムPCBは、より厳しい公差と追加検査が必要な製品向けです。
- **PCB実装（PCBA）**：ガーバーデータと部品表（BOM）をアップロードすると、その場でお見積りを表示します。製造前にエンジニアが実装性レビュー（DFA）を行います。ご希望に応じて機能検査も承ります。PCBAのご注文は送料無料です。
- **ステンシル**：お手元や自社ラインでのはんだペースト印刷用です。
- **3DプリントとCNC加工**：筐体、ブラケット、治具、機構試作に。
- **ケーブル・ハーネスアセンブリ**、印刷物や専用パッケージを含む**キッティング**、部品ではなく完成品が必要なときの**ODMサービス**。
- **オープン部品ライブラリ（OPL）**：実装用に15万点以上の部品を用意しており、これらを使った基板はより早く出荷できます。

## 私たちの進め方

すべてのご注文はお客さまのデータから始まります。アップロードと同時に自動チェックを行い、気になる点があればエンジニアが確認し、お支払い前に価格をご提示します。ほとんどのお見積りは1営業日以内に回答します。ご注文確定後は、製造状況から発送後の追跡番号まで、アカウントページでご確認いただけます。

私たちはデータのとおりに製造します。ドリルデータの欠落、閉じていない外形線、フットプリントに合わない部品など、問題がありそうな場合は推測で進めず、必ずお客さまに確認します。今日の短いご質問は、使えない基板を一式作るよりずっと安く済むからです。

## お客さま

初めての週末プロジェクトで5枚だけ基板を注文される方から、毎月小ロット生産を行う企業まで、幅広いお客さまにご利用いただいています。販売代理店・リセラー、ライセンス製品プログラムのパートナー、完成品をお客さまへ直接発送するドロップシッピングをご利用の事業者さまとも協力しています。

## お約束

- 明確な価格：ご承認いただいたお見積りがお支払い額です。送料と税金はチェックアウト前に表示します。
- 正直な納期：製造日数は営業日で数え、選択したオプションごとに表示します。
- 設計データの大切な取り扱い：データはご注文の製造にのみ使用し、権利はお客さまに帰属します。
- 電子機器づくりを知る人によるサポート：サポートチームとエンジニアが英語と日本語でお答えします。

## お問い合わせ

ご注文、お見積り、設計についてのご質問は、[ヘルプセンター](/get_help/HowToGetHelp)または[よくある質問](/faq)をご覧ください。ご注文の流れとお客さま情報の取り扱いについては、[利用規約](/terms_of_service)と[プライバシーポリシー](/privacy_policy)をご確認ください。`;

export const aboutUs: SeedPage = {
  key: 'about_us',
  revised: '2026-01-05',
  en: { title: 'About Us', body: en },
  jp: { title: '会社概要', body: jp },
};

// The design and specification pages served from the CMS (issue 15): the standard specifications (doc), the
// technical guide (fusion-guide) and designing for manufacture (pcb-design-for-manufacture). The figures are the
// ones the order forms enforce (src/shared/params/pcb-options.ts): change them together.
import type { SeedPage } from './types';

const docEn = `These are the standard capabilities of our PCB lines. The order form only offers what the chosen line can make, and every upload is checked against them before you pay.

## Quick-turn PCB

| Item | Standard |
|---|---|
| Material | FR-4, aluminium |
| Layers | 1, 2, 4, 6 |
| Board size | 10 × 10 mm to 500 × 500 mm |
| Board thickness | 0.4 to 2.4 mm (at least 0.6 mm for 4 layers, 0.8 mm for 6 layers) |
| Outer copper | 1 oz or 2 oz |
| Minimum trace / space | 6 / 6 mil (0.15 mm) |
| Minimum drill | 0.3 mm |
| Solder mask dam | 0.4 mm |
| Solder mask colours | green, red, yellow, blue, white, black |
| Surface finish | HASL, lead-free HASL, ENIG, OSP (OSP only for boards larger than 80 × 80 mm) |

## Advanced and premium PCB

| Item | Standard |
|---|---|
| Material | FR-4, aluminium, flexible, rigid-flex |
| Layers | up to 16 (advanced), up to 32 (premium, quoted by hand) |
| Board size | 10 × 10 mm to 600 × 600 mm |
| Board thickness | up to 2.4 mm; up to 3.2 mm from 8 layers |
| Outer copper | 1, 2 or 3 oz; inner copper 0.5, 1 or 2 oz |
| Minimum trace / space | 4 / 4 mil (0.1 mm) |
| Minimum drill | 0.2 mm |
| Solder mask dam | 0.1 mm |
| Extra finishes | hard gold, immersion silver, immersion tin |
| Vias | tented, untented, plugged, epoxy-filled, capped; blind and buried vias from 4 layers |

## Files

Send Gerber files in RS-274X format with an Excellon drill file, zipped together (ZIP or RAR). The board outline must be a closed shape on its own layer. For assembly, add a bill of materials (CSV, XLS or XLSX) and a pick-and-place file.`;

const docJp = `当社のプリント基板製造ラインの標準仕様です。注文フォームでは選択したラインで製造できる値のみを選べます。アップロードされたデータは、お支払いの前にこの仕様に照らしてチェックされます。

## クイックターン基板

| 項目 | 標準仕様 |
|---|---|
| 基材 | FR-4、アルミ |
| 層数 | 1、2、4、6層 |
| 基板サイズ | 10×10mm〜500×500mm |
| 板厚 | 0.4〜2.4mm（4層は0.6mm以上、6層は0.8mm以上） |
| 外層銅箔 | 1oz、2oz |
| 最小パターン幅／間隔 | 6/6mil（0.15mm） |
| 最小穴径 | 0.3mm |
| レジストダム | 0.4mm |
| レジスト色 | 緑、赤、黄、青、白、黒 |
| 表面処理 | HASL、鉛フリーHASL、ENIG（無電解金めっき）、OSP（80×80mmを超える基板のみ） |

## アドバンス・プレミアム基板

| 項目 | 標準仕様 |
|---|---|
| 基材 | FR-4、アルミ、フレキ、リジッドフレキ |
| 層数 | 最大16層（アドバンス）、最大32層（プレミアム、個別見積り） |
| 基板サイズ | 10×10mm〜600×600mm |
| 板厚 | 最大2.4mm（8層以上は最大3.2mm） |
| 外層銅箔 | 1、2、3oz（内層は0.5、1、2oz） |
| 最小パターン幅／間隔 | 4/4mil（0.1mm） |
| 最小穴径 | 0.2mm |
| レジストダム | 0.1mm |
| 追加の表面処理 | 硬質金めっき、無電解銀めっき、無電解錫めっき |
| ビア | テンティング、開口、穴埋め、樹脂埋め、キャップ；4層以上でブラインド・ベリードビア |

## データ形式

ガーバーデータはRS-274X形式、ドリルデータはExcellon形式で、ZIPまたはRARにまとめてお送りください。基板外形は閉じた図形として専用のレイヤーに描いてください。実装をご依頼の場合は、部品表（CSV、XLS、XLSX）と部品配置データも添付してください。`;

const guideEn = `A short path from a finished design to boards at your door.

## 1. Export your files

- **KiCad**: in the PCB editor choose *File → Fabrication Outputs → Gerbers*, tick the copper, mask, silkscreen and Edge.Cuts layers, then *Generate Drill Files* in Excellon format. Zip the folder.
- **Eagle / Fusion 360 Electronics**: run the CAM processor with a 2-layer or 4-layer job and zip the output.
- **Altium Designer**: *Fabrication Outputs → Gerber Files* (RS-274X, 2:4 or better) and *NC Drill Files*.

Check the zip in a Gerber viewer before you upload it: what you see there is what we build.

## 2. Quote and order

Upload the zip on the [PCB order page](/fusion_pcb). The layers, size and drills are read from your files and the form is filled in; the price and the build time follow every change. Boards beyond the quick-turn line go to the [advanced](/fusion-advanced-pcb) or [premium](/premium-pcb-pcba) pages. For assembled boards, use [PCB assembly](/pcb-assembly) with your bill of materials and placement file; parts from the [Open Parts Library](/opl) ship sooner.

## 3. Review and production

Quick-turn orders go straight to production after payment. Premium boards and anything unusual are quoted by an engineer within one working day. Assembly orders get a design-for-assembly review: if something needs your decision, the order waits for your answer in your account.

## 4. Delivery

Your order page shows each step and, once shipped, the carrier and tracking number. Questions at any point: [contact support](/get_help/HowToGetHelp) or read the [FAQ](/faq).`;

const guideJp = `設計データの完成から基板のお届けまでの流れをご案内します。

## 1. データを出力する

- **KiCad**：基板エディターで「ファイル → 製造用出力 → ガーバー」を選び、銅箔・レジスト・シルク・Edge.Cutsの各レイヤーを出力します。続けて「ドリルファイルを生成」でExcellon形式のドリルデータを出力し、フォルダーをZIPにまとめます。
- **Eagle／Fusion 360 Electronics**：2層または4層用のCAMジョブでCAMプロセッサーを実行し、出力をZIPにまとめます。
- **Altium Designer**：「製造用出力 → ガーバーファイル」（RS-274X、2:4以上の精度）と「NCドリルファイル」を出力します。

アップロードの前にガーバービューアーでZIPの中身をご確認ください。ビューアーで見えるとおりに製造します。

## 2. お見積りとご注文

[プリント基板の注文ページ](/fusion_pcb)でZIPをアップロードすると、層数、サイズ、穴をデータから読み取ってフォームに入力します。価格と製造日数は変更のたびに更新されます。クイックターンの仕様を超える基板は[アドバンス](/fusion-advanced-pcb)または[プレミアム](/premium-pcb-pcba)のページからご注文ください。実装基板は部品表と部品配置データを添えて[基板実装](/pcb-assembly)からどうぞ。[オープンパーツライブラリ](/opl)の部品は早く出荷できます。

## 3. 確認と製造

クイックターン基板はお支払い後すぐに製造を始めます。プレミアム基板や特殊なご注文は、エンジニアが1営業日以内にお見積りします。実装のご注文は実装性の確認を行い、ご判断が必要な点があればアカウントページでご回答をお待ちします。

## 4. お届け

ご注文ページで各工程と、発送後は配送業者と追跡番号をご確認いただけます。ご不明な点は[サポートへのお問い合わせ](/get_help/HowToGetHelp)または[よくある質問](/faq)をご覧ください。`;

const dfmEn = `Designing for manufacture means drawing the board so that it can be made reliably and cheaply. These rules follow our standard capabilities; staying inside them keeps your order on the quick-turn line and avoids a question from our engineers.

## Copper

- Keep traces and gaps at **6 mil (0.15 mm)** or more for quick-turn boards; 4 mil (0.1 mm) needs the advanced line.
- Leave at least **0.3 mm** between copper and the board edge, more near V-cuts.
- Give vias an annular ring of at least 0.15 mm around a 0.3 mm drill.
- Use thermal reliefs on pads connected to large copper pours so they can be soldered.

## Drills and holes

- The smallest drill is **0.3 mm** on quick-turn boards and 0.2 mm on advanced boards.
- Plated slots need a width of at least 0.5 mm; draw them on the outline or a mechanical layer as well as in the drill file.

## Solder mask and silkscreen

- A solder mask dam of **0.4 mm** between pads is the quick-turn standard; fine-pitch parts need the advanced line's 0.1 mm.
- Keep silkscreen text at least 0.8 mm high with 0.15 mm strokes, and off pads.

## Outline and panels

- Draw the outline once, as a closed shape, on its own layer. Boards must be between 10 × 10 mm and 500 × 500 mm on the quick-turn line.
- Very small boards (under about 20 × 20 mm) are easier to assemble in a panel: choose panelization on the order form or draw it yourself with rails and fiducials.

## For assembly

- Add three fiducials (1 mm copper dots with a 2 mm mask opening) on each side that carries parts.
- Match every footprint to its part's datasheet and mark pin 1 and polarity in the silkscreen.
- Export the bill of materials with manufacturer part numbers and the pick-and-place file from the same design revision.

See the [standard specifications](/doc) for the full table, and the [technical guide](/fusion-guide) for exporting files.`;

const dfmJp = `製造性を考えた設計とは、確実かつ安価に製造できるように基板を設計することです。以下のルールは当社の標準仕様に基づいています。この範囲に収めると、クイックターンで製造でき、エンジニアからの確認も不要になります。

## 銅箔パターン

- クイックターン基板ではパターン幅・間隔を**6mil（0.15mm）**以上にしてください。4mil（0.1mm）はアドバンス基板で対応します。
- 銅箔と基板端の間は**0.3mm**以上あけてください。Vカットの近くではさらに広くしてください。
- 0.3mmの穴のビアには0.15mm以上のランドを設けてください。
- 広いベタパターンにつながるパッドにはサーマルリリーフを付けると、はんだ付けしやすくなります。

## 穴

- 最小穴径はクイックターン基板で**0.3mm**、アドバンス基板で0.2mmです。
- スルーホールの長穴は幅0.5mm以上とし、ドリルデータに加えて外形またはメカニカルレイヤーにも描いてください。

## レジストとシルク

- パッド間のレジストダムはクイックターンの標準で**0.4mm**です。狭ピッチ部品にはアドバンス基板の0.1mmをご利用ください。
- シルクの文字は高さ0.8mm以上、線幅0.15mm以上とし、パッドに重ならないようにしてください。

## 外形と面付け

- 外形は専用のレイヤーに閉じた図形として一度だけ描いてください。クイックターン基板のサイズは10×10mm〜500×500mmです。
- 約20×20mm未満の小さな基板は面付けすると実装しやすくなります。注文フォームで面付けを選ぶか、捨て板と認識マークを付けてご自身で面付けしてください。

## 実装のために

- 部品を載せる各面に認識マーク（直径1mmの銅箔に2mmのレジスト開口）を3つ配置してください。
- フットプリントは部品のデータシートと照合し、1番ピンと極性をシルクで示してください。
- 部品表（メーカー型番付き）と部品配置データは、同じ版の設計から出力してください。

全項目は[標準仕様](/doc)を、データの出力方法は[技術ガイド](/fusion-guide)をご覧ください。`;

export const standardSpecs: SeedPage = {
  key: 'doc',
  revised: '2026-11-20',
  en: { title: 'Standard Specifications', body: docEn },
  jp: { title: '標準仕様', body: docJp },
};

export const technicalGuide: SeedPage = {
  key: 'fusion-guide',
  revised: '2026-11-20',
  en: { title: 'Technical Guide', body: guideEn },
  jp: { title: '技術ガイド', body: guideJp },
};

export const designForManufacture: SeedPage = {
  key: 'pcb-design-for-manufacture',
  revised: '2026-11-20',
  en: { title: 'PCB Design for Manufacture', body: dfmEn },
  jp: { title: '製造しやすい基板設計', body: dfmJp },
};

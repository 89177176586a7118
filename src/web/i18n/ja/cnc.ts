// CNC加工とケーブルアセンブリのページ（issue 12）、日本語。
import type { cablePage as en, cncPage as enCnc } from '../en/cnc';

export const cncPage: typeof enCnc = {
  title: 'CNC加工',
  lead: '金属やエンジニアリングプラスチックの切削・旋削部品を製作します。STEPモデルをアップロードすると、約2時間でエンジニアがお見積りします。',
  upload: {
    title: '3Dモデル',
    label: 'STEPまたはIGESモデル',
    hint: 'STEP（.step、.stp）またはIGES（.iges、.igs）形式、8 MBまで。寸法と体積を自動で読み取ります。',
    choose: 'モデルを選択',
    reading: 'モデルを読み込み中…',
    signIn: 'モデルをアップロードするにはログインしてください。',
    drawing: '図面（PDF、任意）',
    drawingHint: '公差・ねじ・表面処理の指示など。20 MBまで。',
    drawingAttached: '図面：{{name}}',
  },
  model: {
    format: '形式', solids: 'ソリッド数', volume: '体積', size: '外形寸法', volumeValue: '{{value}} cm³',
    preview: '{{name}}の外形：{{x}} × {{y}} × {{z}} mm', step: 'STEP', iges: 'IGES', parts: '部品：{{names}}',
    viewerNote: '下の寸法はモデルから入力しました。部品がモデルより小さい場合は修正してください。',
  },
  form: {
    title: '部品の仕様', dimensions: '外形寸法（mm）', materialPlaceholder: 'グレードを選択',
    groups: { aluminium: 'アルミニウム', steel: '鋼・ステンレス', metal: 'その他の金属', plastic: '樹脂' },
  },
  quote: {
    title: '個別見積もり',
    promise: 'CNC部品は約2時間でエンジニアがお見積りします。',
    hours: '営業時間：月曜〜金曜 {{start}}〜{{end}}（中国標準時、UTC+8）、お客様の時刻で{{localStart}}〜{{localEnd}}です。',
    after: '数量ごとの価格、納期、製造性（DFM）に関するコメントをメールでお知らせします。カートで見積を承認してからご購入ください。',
    needModel: '見積もりを依頼するには、モデルをアップロードしてください。',
    shipping: '送料セール：見積金額は送料別です。送料はご購入手続きで表示されます。',
  },
};

export const cablePage: typeof en = {
  title: 'ケーブル・ハーネス組立',
  lead: 'JST、Molex、デュポン、M12、USB-Cコネクタの圧着ケーブルを製作します。標準的なケーブルはすぐに価格が分かります。',
  sections: { cable: 'ケーブル', ends: 'コネクタ', wires: '電線とピン配置', finish: 'ラベル・熱収縮チューブ', order: '数量・備考' },
  pinout: { wire: '電線', a: '端Aのピン', b: '端Bのピン', colour: '色', straight: 'ストレート', reversed: '逆順' },
  labelPlaceholder: '例：J3 モーター',
  drawingTitle: 'ケーブル図',
  drawingAlt: 'ケーブル図：{{a}}から{{b}}、{{length}} mm',
  drawingUpload: '図面（PDF、任意。図面を添付すると個別見積もりになります）',
  price: {
    title: '価格', total: '合計', unit: '1本あたり', days: '製造日数：{{days}}営業日', calculating: '計算中…',
    manual: 'このケーブルは個別見積もりです。約2時間でエンジニアがお見積りします。',
    after: 'カートに追加すると見積依頼になります。価格と納期をメールでお知らせしますので、カートで見積を承認してからご購入ください。',
    custom: {
      connector: 'M12とUSB-Cの端末は受注生産です。', cableType: 'シールドケーブルと同軸ケーブルは個別にお見積りします。',
      drawing: '図面指定のケーブルはエンジニアが確認します。', quantity: '大ロットは個別に生産計画を立てます。',
    },
    shipping: '送料セール：価格は送料別です。送料はご購入手続きで表示されます。',
  },
};

// スタッフコンソール：コンテンツ画面（バナー、メニュー、ヘルプ記事、CMS、為替レート）
import type { staffContent as en } from '../en/staff-content';
import type { Catalog } from '../types';

export const staffContent: Catalog<typeof en> = {
  nav: { banners: 'バナー', menu: 'ナビゲーションメニュー', articles: 'ヘルプ記事', cms: 'ページ（CMS）', rates: '為替レート' },
  common: {
    edit: '編集', delete: '削除', add: '追加', close: '閉じる', yes: 'はい', no: 'いいえ', en: '英語', jp: '日本語',
    deleteQuestion: '完全に削除しますか？', deleted: '削除しました。', preview: 'プレビュー', link: 'リンク', order: '表示順',
  },
  banners: {
    title: 'プロモーションバナー',
    intro: '各エディションで、掲載期間内の有効なバナーのうち先頭のものがショップに表示されます。変更のたびに A/B キーが更新され、ブラウザはすぐにバナーを取得し直します。',
    abKey: 'A/B キー：{{key}}', add: '新しいバナー', edition: 'エディション', editions: { fusion: '英語版', fusionjp: '日本語版' },
    text: 'テキスト', textHint: 'エディションの言語で入力します。{price:490} はお客様の通貨で490米セントを表示します。',
    link: 'リンク', linkHint: '/fusion_pcb のようなショップ内のページ、または https:// で始まるアドレス', image: '画像', upload: '画像をアップロード',
    uploadHint: 'PNG・JPEG・WebP・GIF、1 MB まで', removeImage: '画像なし', color: '背景色', active: '有効',
    startsAt: '掲載開始', endsAt: '掲載終了', scheduleHint: '空欄なら期限なし', always: '常時',
    on: 'オン', off: 'オフ', editTitle: 'バナー {{id}}', newTitle: '新しいバナー', schedule: '掲載期間',
  },
  menu: {
    title: 'ナビゲーションメニュー', intro: 'ショップのメインメニューの項目です（子は1階層まで）。変更はすぐにショップに反映されます。',
    add: '新しい項目', enName: '英語名', jpName: '日本語名', address: 'リンク', addressHint: 'グループ見出しは空欄、それ以外はショップ内のページか https:// のアドレス',
    parent: '親項目', topLevel: '最上位', hidden: '非表示', shown: '表示中', hide: 'ショップに表示しない', editTitle: 'メニュー項目 {{id}}', newTitle: '新しいメニュー項目',
  },
  articles: {
    title: 'ヘルプ記事・よくある質問', intro: 'Markdown で記述します（HTML は使えません）。非公開の記事はここに残り、ショップには表示されません。',
    search: 'タイトルと本文を検索', anyCategory: 'すべてのカテゴリ', category: 'カテゴリ', titleField: 'タイトル', body: '本文（Markdown）',
    published: '公開中', draft: '非公開', publish: 'ショップに公開する', add: '新しい記事', editTitle: '記事 {{id}}', newTitle: '新しい記事',
    categories: {
      TechnicalSupport: '技術サポート', ShippingOrder: '配送・ご注文', ReturnsRefund: '返品・返金',
      PaymentInformation: 'お支払い', HowToGetHelp: 'お問い合わせ方法', FAQ: 'よくある質問',
    },
  },
  cms: {
    title: 'ページ（CMS）', intro: 'ショップの各ページの本文をキーごとに Markdown で管理します（HTML は使えません）。', key: 'キー', updated: '更新日時', missing: '未作成',
    editTitle: '{{key}}（{{lang}}）', titleField: 'タイトル', body: '本文（Markdown）',
  },
  rates: {
    title: '為替レート',
    intro: '1米ドルあたりの各通貨の値です。ショップの価格表示、注文合計、メールはこのレートで換算されます。{{hours}} 時間より古いレートには警告が表示され、サーバーのログにも記録されます。',
    currency: '通貨', rate: 'レート（1 USD あたり）', updated: '更新日時', stale: '{{hours}} 時間以上前', fresh: '最新', base: '基準通貨',
    newRate: '新しいレート', saveRate: 'レートを保存', staleWarning: '{{count}} 件のレートが {{hours}} 時間以上更新されていません。更新してください。',
    history: '通貨ごとの変更履歴',
  },
};

// ニュースレターのページ（issue 15）：/subscribe、/unsubscribe、/fusion-questionnaire。
import type { newsletter as en } from '../en/newsletter';
import type { Catalog } from '../types';

export const newsletter: Catalog<typeof en> = {
  subscribe: {
    title: 'ニュースレター登録',
    heading: 'ニュースレターに登録する',
    lead: 'お知らせ・キャンペーン・製造のヒントを月に1回ほどお届けします。はじめに確認用のリンクをお送りします。配信はいつでも停止できます。',
    confirmHeading: 'ご登録の確定',
    confirmLead: 'ボタンを押すと、ニュースレターの登録が確定します。',
    confirm: '登録を確定する',
    confirmed: 'ありがとうございます。{{email}} のニュースレター登録が完了しました。',
  },
  unsubscribe: {
    title: 'ニュースレター配信停止',
    heading: 'ニュースレターの配信停止',
    lead: 'ボタンを押すと、ニュースレターの配信を停止します。',
    submit: '配信を停止する',
    done: '{{email}} へのニュースレター配信を停止しました。いつでも再登録できます。',
    noToken: 'ニュースレターのメールにある配信停止リンクから開いてください。',
  },
  linkInvalid: 'このリンクは無効です。すでに使用されたか、有効期限が切れています。',
  questionnaire: {
    title: 'お客様アンケート',
    heading: 'サービス向上のためのアンケート',
    lead: 'ご利用状況について5つの質問にお答えください。1分ほどで終わります。',
    role: 'あなたに最も近いものはどれですか？',
    roles: { hobbyist: '趣味・個人', engineer: 'エンジニア（業務）', maker: 'メイカー・クリエイター', student: '学生・教育関係', business: '法人購買担当' },
    services: 'ご利用中・ご利用予定のサービスを選んでください',
    serviceNames: { pcb: 'プリント基板製造', pcba: '基板実装', stencil: 'ステンシル', print3d: '3Dプリント', cnc: '切削加工', cable: 'ケーブル製作', kitting: 'キッティング', odm: '受託開発・カスタマイズ' },
    satisfaction: '満足度を教えてください（1＝不満、5＝大変満足）',
    recommend: '同僚や知人にすすめたいと思いますか？',
    recommendChoices: { yes: 'はい', maybe: 'どちらともいえない', no: 'いいえ' },
    comments: 'その他ご意見・ご要望（任意）',
    submit: '回答を送信',
    thanks: 'ご回答ありがとうございました。',
    required: 'この質問にお答えください',
  },
};

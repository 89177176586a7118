// PCBAスポンサーシップのページ（日本語；issue 15）。
import type { Catalog } from '../types';
import type { sponsorship as en } from '../en/sponsorship';
export const sponsorship: Catalog<typeof en> = {
  pages: {
    fusion: {
      title: '基板実装スポンサーシップ',
      intro: 'オープンハードウェアのための実装基板を提供します。学生チーム、オープンソースプロジェクト、非営利団体、そして他の人のものづくりに役立つプロジェクトに取り組むメイカーが対象です。',
    },
    xiao: {
      title: 'シャオ基板実装スポンサーシップ',
      intro: 'XIAOモジュールを使ったプロジェクトを開発中ですか？XIAOファミリーを使ったオープンなプロジェクトのキャリアボードや拡張基板を、実装済みで提供します。',
    },
  },
  offerHeading: 'スポンサー内容',
  offer: {
    k1: '最大100枚の試作用実装基板（基板製造、部品、実装の費用を含みます）。',
    k2: '製造前のエンジニアによる実装性の確認。',
    k3: 'スポンサー基板の1か所への配送。',
  },
  termsHeading: 'お願い',
  terms: {
    k1: 'プロジェクトを公開し（設計データまたは解説記事）、スポンサーシップを受けたことを明記してください。',
    k2: '審査待ちのお申し込みは1件までです。5営業日以内にお返事します。',
  },
  form: {
    heading: 'スポンサーシップに申し込む',
    signIn: 'ログインして申し込む',
    project_name: 'プロジェクト名',
    team_type: '申込者の区分',
    organisation: '学校・クラブ・団体名',
    website: 'プロジェクトのウェブサイトまたはリポジトリ',
    description: 'プロジェクトの内容',
    descriptionHint: '何をするものか、誰のためのものか、基板をどこで使うかをご記入ください。',
    boards: '必要な基板枚数',
    share: 'プロジェクトを公開し、スポンサーシップを受けたことを明記することに同意します',
    submit: '申し込む',
    sent: 'お申し込みありがとうございます。5営業日以内にメールでお返事します。',
  },
  teamType: { student: '学生チーム', open_source: 'オープンソースプロジェクト', non_profit: '非営利団体', maker: '個人のメイカー', startup: 'スタートアップ' },
  mine: {
    heading: 'お申し込み状況',
    status: { submitted: '審査待ち', approved: '承認', declined: 'お断り' },
    boards: '{{count}}枚',
    note: '担当者より：{{note}}',
  },
};

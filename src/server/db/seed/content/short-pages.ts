// The short pages: the sitemap intro (the page lists its links itself) and the home page introduction.
import type { SeedPage } from './types';

export const sitemap: SeedPage = {
  key: 'sitemap',
  revised: '2026-01-05',
  en: {
    title: 'Sitemap',
    body: 'Every part of the Fusion storefront in one place: the ordering page of each manufacturing service, help and policies, and your account.',
  },
  jp: {
    title: 'サイトマップ',
    body: 'Fusionストアのすべてのページをご案内します。各製造サービスの注文ページ、ヘルプと規約、アカウントページはこちらからご覧いただけます。',
  },
};

export const homeIntro: SeedPage = {
  key: 'home_intro',
  revised: '2026-01-05',
  en: {
    title: 'Custom electronics manufacturing for makers',
    body: 'Upload your design and get it made: printed circuit boards from $4.90 for 10 pieces, assembled boards with parts from our library of more than 150,000 components, stencils, 3D printing, CNC machining, cables and kits. See a price as soon as your files are checked, follow production from your account, and get help from engineers who have been building hardware with makers since 2008.',
  },
  jp: {
    title: 'ものづくりのための電子機器製造サービス',
    body: '設計データをアップロードするだけで製造できます。プリント基板は10枚$4.90から。15万点以上の部品ライブラリを使った基板実装、ステンシル、3Dプリント、CNC加工、ケーブル、キットまで対応します。データのチェックが終わるとすぐに価格を表示し、製造状況はアカウントページで確認できます。2008年からものづくりを支えてきたエンジニアがサポートします。',
  },
};

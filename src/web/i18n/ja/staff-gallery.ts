// スタッフコンソールのギャラリー画面（issue 14）：おすすめ、非公開、コメントの承認（日本語）。
import type { Catalog } from '../types';
import type { staffGallery as en } from '../en/staff-gallery';

export const staffGallery: Catalog<typeof en> = {
  title: 'デザインギャラリー',
  intro: 'おすすめページに掲載するデザインを選び、不適切なデザインを非公開にし、コメントを表示前に承認または却下します。おすすめ・非公開にすると投稿者にメールが届きます。',
  projects: 'デザイン',
  comments: '承認待ちのコメント',
  noComments: '承認待ちのコメントはありません。',
  name: 'デザイン', author: '投稿者', share: '公開範囲', state: '状態', likes: 'いいね', ordered: '注文数',
  featured: 'おすすめ', hidden: '非公開',
  feature: 'おすすめにする', unfeature: 'おすすめを外す', hide: '非公開にする', show: '再公開する',
  approve: '承認', reject: '却下',
  onProject: '「{{name}}」へのコメント',
  share_types: { public: '公開', unlisted: '限定公開', staff: 'スタッフのみ' },
  done: '保存しました。',
};

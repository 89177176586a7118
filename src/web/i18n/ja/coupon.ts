// クーポン（日本語）
import type { coupon as en } from '../en/coupon';
import type { Catalog } from '../types';

export const coupon: Catalog<typeof en> = {
  title: 'クーポン',
  code: 'クーポンコード',
  placeholder: 'クーポンコードを入力',
  redeem: '登録する',
  redeemed: 'クーポンをアカウントに追加しました。',
  tabs: { available: '利用可能', used: '使用済み', expired: '期限切れ' },
  empty: {
    available: '現在利用できるクーポンはありません。',
    used: '使用済みのクーポンはありません。',
    expired: '期限切れのクーポンはありません。',
  },
  off: '{{amount}} 割引',
  minOrder: '{{amount}} 以上のご注文で利用可能',
  noMinimum: '最低注文金額なし',
  validUntil: '有効期限: {{date}}',
  noExpiry: '有効期限なし',
  usedOn: '使用日: {{date}}',
  expiredOn: '期限切れ: {{date}}',
  names: { any: '全商品{{amount}}割引', over: '{{min}}以上のご注文で{{amount}}割引' },
  signup: '新規登録クーポン',
  codeLine: 'コード: {{code}}',
  onlyYours: 'クーポンは登録したアカウントでのみ使用できます。',
  validation: {
    couponEmpty: 'クーポンコードを入力してください',
  },
};

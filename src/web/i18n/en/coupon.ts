// Coupon texts (English). Owned by the coupon area.
export const coupon = {
  title: 'My Coupons',
  code: 'Coupon code',
  placeholder: 'Enter your coupon code',
  redeem: 'Redeem',
  redeemed: 'The coupon has been added to your account.',
  tabs: { available: 'Available', used: 'Used', expired: 'Expired' },
  empty: {
    available: 'You have no coupons to use right now.',
    used: 'You have not used any coupons yet.',
    expired: 'None of your coupons has expired.',
  },
  off: '{{amount}} off',
  minOrder: 'On orders of {{amount}} or more',
  noMinimum: 'No minimum order',
  validUntil: 'Valid until {{date}}',
  noExpiry: 'No expiry date',
  usedOn: 'Used on {{date}}',
  expiredOn: 'Expired on {{date}}',
  names: { any: '{{amount}} off any order', over: '{{amount}} off orders from {{min}}' },
  signup: 'Sign-up coupon',
  codeLine: 'Code: {{code}}',
  onlyYours: 'Coupons can be used only on the account that redeemed them.',
  validation: {
    couponEmpty: 'Coupon code cannot be empty',
  },
};

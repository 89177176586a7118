// Payment methods as customers read them in the e-mails and documents (spec platform §3 method ids).
import type { Lang } from '../../../shared/ids';

const NAMES: Record<number, { en: string; jp: string }> = {
  1: { en: 'PayPal', jp: 'PayPal' },
  2: { en: 'Credit card', jp: 'クレジットカード' },
  7: { en: 'China UnionPay', jp: '銀聯カード' },
  4: { en: 'Wire transfer', jp: '銀行振込' },
  8: { en: 'Wire transfer (USD)', jp: '銀行振込（米ドル）' },
  9: { en: 'Wire transfer (CNY)', jp: '銀行振込（人民元）' },
};

export const paymentMethodName = (method: number, lang: Lang): string => NAMES[method]?.[lang] ?? String(method);

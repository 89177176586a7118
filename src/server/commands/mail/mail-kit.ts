// What every customer mail shares: the recipient (address, language, name in the language's order), money through
// the shared currency formatter (yen for the Japanese edition, with the USD charged), links into the shop, and the
// footer. Links are written as `{{site}}/path` and completed with PUBLIC_URL when the mail is sent
// (deliver-outbox.ts), so commands deep inside a transaction need no configuration.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencyRates, users } from '../../db/schema/index';
import { formatPrice } from '../../../shared/currency';
import type { Lang } from '../../../shared/ids';

export const SITE = '{{site}}';
export const siteLink = (path: string): string => `${SITE}${path}`;
export const orderLink = (orderId: number): string => siteLink(`/web/user/order/${orderId}`);
/** Fills the link placeholder with the shop's public address. */
export const withSite = (body: string, publicUrl: string): string => body.split(SITE).join(publicUrl.replace(/\/+$/, ''));

export interface Recipient {
  userId: number;
  email: string;
  lang: Lang;
  firstName: string;
  lastName: string;
}

export const recipientOf = async (tx: DbOrTx, userId: number): Promise<Recipient | null> => {
  const [u] = await tx
    .select({ userId: users.id, email: users.email, lang: users.lang, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? { ...u, lang: u.lang === 'jp' ? 'jp' : 'en' } : null;
};

/** "Dear Ann," / "山田 太郎 様" (family name first in Japanese). */
export const greeting = (r: Recipient): string =>
  r.lang === 'jp'
    ? `${[r.lastName, r.firstName].filter(Boolean).join(' ') || 'お客'} 様`
    : `Dear ${r.firstName || 'customer'},`;

export const footer = (lang: Lang): string =>
  lang === 'jp'
    ? 'Fusion — カスタム製造のオンラインストア。このメールはお客様のアカウントでのお手続きに基づきお送りしています。ご不明な点はこのメールにご返信ください。'
    : 'Fusion — custom manufacturing online. You receive this e-mail because of activity on your account. Questions? Reply to this e-mail.';

export interface Money {
  /** A USD amount as the customer sees prices: USD in English, yen in the Japanese edition. */
  (usdCents: bigint): string;
  /** The USD amount itself (what is charged). */
  usd(usdCents: bigint): string;
  /** The customer sees another currency than the one charged. */
  converted: boolean;
}

/** Prices in the edition's currency at the stored rate (USD when no yen rate is stored). */
export const moneyFor = async (tx: DbOrTx, lang: Lang): Promise<Money> => {
  const usd = (c: bigint) => formatPrice(c, 'USD');
  const rate = lang === 'jp' ? (await tx.select().from(currencyRates).where(eq(currencyRates.currency, 'JPY')))[0]?.ratePpm : undefined;
  const fn = ((c: bigint) => (rate ? formatPrice(c, 'JPY', rate) : usd(c))) as Money;
  fn.usd = usd;
  fn.converted = rate !== undefined;
  return fn;
};

/** Dates as the customer reads them: 2026-01-15 / 2026年1月15日 (UTC: the shop's calendar). */
export const mailDate = (d: Date, lang: Lang): string =>
  lang === 'jp' ? `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日` : d.toISOString().slice(0, 10);

// i18next with the English and Japanese catalogs, one namespace per area. Language follows the edition.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { edition, i18nLang } from '../edition';
import { common as enCommon } from './en/common';
import { shell as enShell } from './en/shell';
import { account as enAccount } from './en/account';
import { content as enContent } from './en/content';
import { address as enAddress } from './en/address';
import { coupon as enCoupon } from './en/coupon';
import { order as enOrder } from './en/order';
import { cart as enCart } from './en/cart';
import { checkout as enCheckout } from './en/checkout';
import { orders as enOrders } from './en/orders';
import { common as jaCommon } from './ja/common';
import { shell as jaShell } from './ja/shell';
import { account as jaAccount } from './ja/account';
import { content as jaContent } from './ja/content';
import { address as jaAddress } from './ja/address';
import { coupon as jaCoupon } from './ja/coupon';
import { order as jaOrder } from './ja/order';
import { cart as jaCart } from './ja/cart';
import { checkout as jaCheckout } from './ja/checkout';
import { orders as jaOrders } from './ja/orders';

export const resources = {
  en: { common: enCommon, shell: enShell, account: enAccount, content: enContent, address: enAddress, coupon: enCoupon, order: enOrder, cart: enCart, checkout: enCheckout, orders: enOrders },
  ja: { common: jaCommon, shell: jaShell, account: jaAccount, content: jaContent, address: jaAddress, coupon: jaCoupon, order: jaOrder, cart: jaCart, checkout: jaCheckout, orders: jaOrders },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

export const initI18n = (lang: 'en' | 'ja' = i18nLang(edition)) => {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: 'en',
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  return i18n;
};

/** Translates a server message key ("validation.email", "errors.generic") from the common namespace. */
export const translateKey = (key: string | undefined, fallback: string): string =>
  key && i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback;

export default i18n;

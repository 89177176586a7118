// The texts a journey expects, per edition, taken from the web app's own i18n catalogs (src/web/i18n/{en,ja}) so that
// a flow written once runs in both editions and a reworded label changes the journey with it. Mails are written by
// the server (src/server/commands/mail/*), not from these catalogs: the flows give their subjects themselves.
import type { JourneyContext } from '../harness';
import type { Catalog } from '../../src/web/i18n/types';
import { account as accountEn } from '../../src/web/i18n/en/account';
import { cart as cartEn } from '../../src/web/i18n/en/cart';
import { checkout as checkoutEn } from '../../src/web/i18n/en/checkout';
import { common as commonEn } from '../../src/web/i18n/en/common';
import { orders as ordersEn } from '../../src/web/i18n/en/orders';
import { staff as staffEn } from '../../src/web/i18n/en/staff';
import { account as accountJa } from '../../src/web/i18n/ja/account';
import { cart as cartJa } from '../../src/web/i18n/ja/cart';
import { checkout as checkoutJa } from '../../src/web/i18n/ja/checkout';
import { common as commonJa } from '../../src/web/i18n/ja/common';
import { orders as ordersJa } from '../../src/web/i18n/ja/orders';
import { staff as staffJa } from '../../src/web/i18n/ja/staff';

export interface Edition {
  /** The account's and the notice's language code. */
  lang: 'en' | 'jp';
  /** The edition's address on the journeys' server. */
  base: (ctx: JourneyContext) => string;
  /** The shop's home page on that address. */
  home: string;
  signIn: string;
  common: Catalog<typeof commonEn>;
  /** The cart page (quotes to confirm). */
  cart: Catalog<typeof cartEn>;
  /** Checkout and the payment pages. */
  checkout: Catalog<typeof checkoutEn>;
  /** The customer's order pages. */
  orders: Catalog<typeof ordersEn>;
  /** The staff console. */
  staff: Catalog<typeof staffEn>;
}

export const EDITION_EN: Edition = {
  lang: 'en', base: (ctx) => ctx.baseUrl, home: '/fusion', signIn: accountEn.login.submit,
  common: commonEn, cart: cartEn, checkout: checkoutEn, orders: ordersEn, staff: staffEn,
};

export const EDITION_JA: Edition = {
  lang: 'jp', base: (ctx) => ctx.jpUrl, home: '/', signIn: accountJa.login.submit,
  common: commonJa, cart: cartJa, checkout: checkoutJa, orders: ordersJa, staff: staffJa,
};

/** A catalog text with its {{placeholders}} filled, as i18next would (the journeys' values need no escaping). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

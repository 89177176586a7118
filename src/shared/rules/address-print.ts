// How an address and a person's name are written in each edition (issue 8 §6). English: name first, then the
// street, "city, province, postcode" and the country. Japanese: from the largest unit to the person — 〒postcode,
// prefecture and city, street, company, then the name with 様 — and the family name (姓) before the given name (名).
// One presenter for the address book, checkout, order detail, print views and the PDF documents.
import type { Lang } from '../ids';
import type { OrderAddress } from '../contracts/order';
import { countryName } from './country-name';

export interface AddressParts {
  name: string;
  company?: string | null;
  street: string;
  city: string;
  province: string;
  postcode: string;
  country: string;
}

/** The printed lines, empty parts left out. */
export const printedAddress = (a: AddressParts, lang: Lang): string[] =>
  (lang === 'jp'
    ? [a.postcode ? `〒${a.postcode}` : '', `${a.province} ${a.city}`.trim(), a.street, a.company ?? '', a.name ? `${a.name} 様` : '', a.country]
    : [a.name, a.company ?? '', a.street, [a.city, a.province, a.postcode].filter(Boolean).join(', '), a.country]
  ).filter((l) => l.trim() !== '');

/** An order's address snapshot as printed in an edition, its country named in the edition's language. */
export const printedOrderAddress = (a: OrderAddress, lang: Lang): string[] =>
  printedAddress(
    {
      name: a.customer_name, company: a.customer_company, street: a.customer_address, city: a.customer_city,
      province: a.customer_province, postcode: a.customer_postcode,
      country: a.customer_country_code ? countryName(a.customer_country_code, lang) : a.customer_country,
    },
    lang,
  );

/** A full name in the edition's order: 'Ada Lovelace'; in Japanese the family name first, '山田 太郎'. */
export const personName = (first: string, last: string, lang: Lang): string =>
  (lang === 'jp' ? `${last} ${first}` : `${first} ${last}`).trim();

/** The order of the name inputs on a form: Japanese forms ask for 姓 (family name) before 名 (given name). */
export const nameFieldOrder = (lang: Lang): ('first_name' | 'last_name')[] => (lang === 'jp' ? ['last_name', 'first_name'] : ['first_name', 'last_name']);

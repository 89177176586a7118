// The bill (invoice) and the receipt as documents (issue 8 §4): what each says, in the customer's language, before
// any PDF drawing. The invoice asks for payment: seller, invoice and order numbers, billing and shipping address,
// each line with its specs in words, discount, shipping, tax, totals and the payment method. The receipt confirms a
// payment: when, how and how much was paid. Money is in US dollars, the currency charged.
import type { OrderAddress } from '../../../../shared/contracts/order';
import { formatPrice, formatUnitPrice } from '../../../../shared/currency';
import { printedOrderAddress } from '../../../../shared/rules/address-print';
import type { Lang } from '../../../../shared/ids';
import { freePcbaShipping, specLine, specWords } from '../../../../shared/params/spec-words';
import { needsShipping } from '../../../../shared/rules/needs-shipping';
import { paymentMethodName } from '../../mail/payment-words';
import type { OrderLineRow, OrderRowFull } from '../present-order';
import { storedAddress } from '../order-address';
import type { Seller } from './seller';

export interface DocLine {
  name: string;
  specs: string;
  quantity: number;
  unit: string;
  total: string;
}

export interface DocModel {
  lang: Lang;
  title: string;
  /** Numbers and dates under the title. */
  meta: [string, string][];
  /** Seller, bill to, ship to: a heading and its lines. */
  parties: { heading: string; lines: string[] }[];
  columns?: [string, string, string, string];
  lines: DocLine[];
  totals: [string, string][];
  note: string;
}

const T = {
  en: {
    invoice: 'INVOICE', receipt: 'RECEIPT', invoiceNo: 'Invoice number', receiptNo: 'Receipt number', orderNo: 'Order number',
    orderDate: 'Order date', method: 'Payment method', status: 'Payment status', paid: 'Paid', unpaid: 'Awaiting payment',
    seller: 'Seller', billTo: 'Bill to', shipTo: 'Ship to', item: 'Item', qty: 'Qty', unit: 'Unit price', total: 'Amount',
    subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping', tax: 'Tax', grand: 'Total (USD)', taxNo: 'Tax number',
    freePcba: 'Free (PCB assembly)', noShipping: 'No shipping',
    paidOn: 'Payment date', amountPaid: 'Amount paid', receivedFrom: 'Received from', forOrder: 'For order',
    invoiceNote: 'Please pay the total in US dollars by the payment method above, quoting the order number.',
    receiptNote: 'We confirm that the amount above was received in full for this order. Thank you.',
  },
  jp: {
    invoice: '請求書', receipt: '領収書', invoiceNo: '請求書番号', receiptNo: '領収書番号', orderNo: '注文番号',
    orderDate: 'ご注文日', method: 'お支払い方法', status: 'お支払い状況', paid: 'お支払い済み', unpaid: 'お支払い待ち',
    seller: '販売者', billTo: '請求先', shipTo: 'お届け先', item: '品目', qty: '数量', unit: '単価', total: '金額',
    subtotal: '小計', discount: '割引', shipping: '送料', tax: '税', grand: '合計（米ドル）', taxNo: '税番号',
    freePcba: '無料（PCB実装）', noShipping: '配送なし',
    paidOn: 'お支払い日', amountPaid: 'お支払い金額', receivedFrom: '宛名', forOrder: '対象のご注文',
    invoiceNote: '上記のお支払い方法にて、注文番号を添えて合計金額を米ドルでお支払いください。',
    receiptNote: '上記の金額を本注文の代金として確かに受領いたしました。',
  },
} as const;

const usd = (c: bigint) => formatPrice(c, 'USD');
const day = (d: Date, lang: Lang) => (lang === 'jp' ? `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日` : d.toISOString().slice(0, 10));

/** An address as printed: Japanese order (postcode, prefecture, city, street, then the name) in Japanese. */
const addressLines = (a: OrderAddress, lang: Lang): string[] => {
  const t = T[lang];
  const tax = a.tax_number ? `${t.taxNo}: ${a.tax_number}` : '';
  return [...printedOrderAddress(a, lang), a.customer_telephone, tax].filter(Boolean);
};

export const invoiceModel = (o: OrderRowFull, lines: readonly OrderLineRow[], seller: Seller, lang: Lang): DocModel => {
  const t = T[lang];
  return {
    lang,
    title: t.invoice,
    meta: [
      [t.invoiceNo, `INV-${o.orderNo}`], [t.orderNo, o.orderNo], [t.orderDate, day(o.createdAt, lang)],
      [t.method, paymentMethodName(o.paymentMethod, lang)], [t.status, o.paymentStatus === 'done' ? t.paid : t.unpaid],
    ],
    parties: [
      { heading: t.seller, lines: [seller.name, ...seller.address] },
      { heading: t.billTo, lines: addressLines(storedAddress(o.billTo), lang) },
      { heading: t.shipTo, lines: addressLines(storedAddress(o.shipTo), lang) },
    ],
    columns: [t.item, t.qty, t.unit, t.total],
    lines: lines.map((l) => ({
      name: `${l.name} (${l.sku})`, specs: specLine(specWords(l.productId, l.params, lang, l.quantity), lang), quantity: l.quantity,
      unit: formatUnitPrice(l.totalCents, l.quantity), total: usd(l.totalCents),
    })),
    totals: [
      [t.subtotal, usd(o.subtotalCents)], [t.discount, o.discountCents > 0n ? `-${usd(o.discountCents)}` : usd(0n)],
      // a payment or shipping-cost request (455 / 1633) ships nothing
      [t.shipping, !needsShipping(lines) ? t.noShipping : freePcbaShipping(o.shippingCents, lines.map((l) => l.productId)) ? t.freePcba : usd(o.shippingCents)],
      [t.tax, usd(o.taxCents)], [t.grand, usd(o.totalCents)],
    ],
    note: t.invoiceNote,
  };
};

/** The receipt of a paid order (the caller refuses unpaid ones). */
export const receiptModel = (o: OrderRowFull, seller: Seller, lang: Lang): DocModel => {
  const t = T[lang];
  const bill = storedAddress(o.billTo);
  return {
    lang,
    title: t.receipt,
    meta: [
      [t.receiptNo, `RCT-${o.orderNo}`], [t.forOrder, o.orderNo], [t.paidOn, day(o.paidAt ?? o.updatedAt, lang)],
      [t.method, paymentMethodName(o.paymentMethod, lang)], [t.amountPaid, usd(o.totalCents)],
    ],
    parties: [
      { heading: t.receivedFrom, lines: [lang === 'jp' ? `${bill.customer_name} 様` : bill.customer_name, bill.customer_company].filter(Boolean) },
      { heading: t.seller, lines: [seller.name, ...seller.address] },
    ],
    lines: [],
    totals: [[t.amountPaid, usd(o.totalCents)]],
    note: t.receiptNote,
  };
};

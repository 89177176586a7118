// GET /v1/order/invoice.pdf and /v1/order/receipt.pdf (issue 8 §4): the bill and the receipt of one of the customer's
// orders, in the edition's language (Japanese with the CJK font when it is installed, else English). The receipt
// exists only for a paid order.
import type { Deps } from '../../../deps';
import type { Lang } from '../../../../shared/ids';
import { conflict } from '../../../http/errors';
import { findOwnOrder } from '../get-order';
import { invoiceModel, receiptModel } from './document-model';
import { cjkFontAvailable, renderDocumentPdf } from './render-pdf';
import { sellerFrom } from './seller';

const printable = (lang: Lang): Lang => (lang === 'jp' && !cjkFontAvailable() ? 'en' : lang);

export const invoicePdf = async ({ db }: Pick<Deps, 'db'>, userId: number, orderId: number, lang: Lang): Promise<{ orderNo: string; pdf: Buffer }> => {
  const { order, lines } = await findOwnOrder(db, userId, orderId);
  return { orderNo: order.orderNo, pdf: await renderDocumentPdf(invoiceModel(order, lines, sellerFrom(), printable(lang))) };
};

export const receiptPdf = async ({ db }: Pick<Deps, 'db'>, userId: number, orderId: number, lang: Lang): Promise<{ orderNo: string; pdf: Buffer }> => {
  const { order } = await findOwnOrder(db, userId, orderId);
  if (order.paymentStatus !== 'done') throw conflict('errors.orderNotPaid', 'A receipt exists once the order is paid.');
  return { orderNo: order.orderNo, pdf: await renderDocumentPdf(receiptModel(order, sellerFrom(), printable(lang))) };
};

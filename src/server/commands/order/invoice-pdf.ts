// GET /v1/order/invoice.pdf: the invoice as a PDF (pdfkit). pdfkit's built-in fonts garble text outside WinAnsi,
// and addresses may be Japanese, so an embedded TTF is used: IPA Gothic from the system when installed
// (fonts-ipafont-gothic, see STACK-NOTES), else the built-in Helvetica for Latin-only documents.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Invoice, OrderAddress } from '../../../shared/contracts/order';
import { toDecimalString, usd } from '../../../shared/money';

const IPA_GOTHIC = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
const PAYMENT_NAMES: Record<number, string> = { 1: 'PayPal', 2: 'Credit card', 4: 'Wire transfer', 7: 'China Union Pay', 8: 'Wire transfer (USD)', 9: 'Wire transfer (CNY)' };

const dollars = (cents: string) => `$${toDecimalString(usd(BigInt(cents)))}`;
const addressLines = (a: OrderAddress) =>
  [a.customer_name, a.customer_company, a.customer_address, `${a.customer_city} ${a.customer_province} ${a.customer_postcode}`.trim(), a.customer_country, a.customer_telephone, a.tax_number ? `Tax no. ${a.tax_number}` : '']
    .filter(Boolean);

export const renderInvoicePdf = (inv: Invoice): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${inv.invoice_no}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (fs.existsSync(IPA_GOTHIC)) {
      doc.registerFont('body', IPA_GOTHIC);
      doc.font('body');
    }
    doc.fontSize(20).text('INVOICE');
    doc.fontSize(10).moveDown(0.5);
    doc.text(`Invoice number: ${inv.invoice_no}`);
    doc.text(`Order number: ${inv.order_no}`);
    doc.text(`Order date: ${inv.order_date.slice(0, 10)}`);
    doc.text(`Payment method: ${PAYMENT_NAMES[inv.payment_method] ?? String(inv.payment_method)}`);
    doc.text(`Tax code: ${inv.tax_code}`);
    doc.text(`Shipping carrier: ${inv.shipping_carrier}`);
    doc.moveDown();
    doc.text('Ship to:').text(addressLines(inv.ship_to).join('\n'));
    doc.moveDown(0.5);
    doc.text('Bill to:').text(addressLines(inv.bill_to).join('\n'));
    doc.moveDown();
    doc.text('Product ID | Name | Model | Unit price | Qty | Total');
    for (const i of inv.items) doc.text(`${i.product_id} | ${i.name} | ${i.model} | ${dollars(i.unit_price)} | ${i.quantity} | ${dollars(i.total)}`);
    doc.moveDown();
    doc.text(`Subtotal: ${dollars(inv.subtotal)}`);
    doc.text(`Discount: -${dollars(inv.discount)}`);
    doc.text(`Shipment: ${dollars(inv.shipment)}`);
    doc.text(`Tax: ${dollars(inv.tax)}`);
    doc.fontSize(12).text(`Order amount: ${dollars(inv.order_amount)} (${inv.currency})`);
    doc.end();
  });

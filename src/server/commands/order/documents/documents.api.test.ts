// The bill and the receipt (issue 8 §4): a real invoice (seller, numbers, addresses, lines with specs in words,
// discount, shipping, tax, totals, payment method) and a separate receipt confirming the payment; Japanese for the
// Japanese edition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { formatPrice } from '../../../../shared/currency';
import { payCard } from '../../../routes/payment/payment.test-helper';
import { addItem, addressBody, get, orderOf, post, signUp, type Customer } from '../../../routes/checkout/fixtures.test-helper';
import { findOwnOrder } from '../get-order';
import { invoiceModel, receiptModel } from './document-model';
import { sellerFrom } from './seller';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pay = async (who: Customer, orderId: number) => {
  const start = await post(t, who, '/v1/payment/start', { order_id: orderId, payment_id: 2 });
  expect((await payCard(t, start.json().data.redirect_url as string, '4242424242424242')).statusCode).toBe(303);
};
const text = (m: ReturnType<typeof invoiceModel>) => JSON.stringify(m);

describe('invoice and receipt', () => {
  it('bill: seller, numbers, both addresses, each line with its specs, the totals and the payment method', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann, { values: { width: 80, height: 60, maskColour: 'black' } })], {
      addressInfo: addressBody('JP', { first_name: 'Hanako', last_name: 'Sato' }),
    });
    const { order, lines } = await findOwnOrder(t.handle.db, ann.id, made.order_id);
    const seller = sellerFrom({ SELLER_NAME: 'Fusion Test KK', SELLER_ADDRESS: '1-1 Marunouchi|Tokyo' });

    const en = invoiceModel(order, lines, seller, 'en');
    expect(en.title).toBe('INVOICE');
    expect(en.meta).toEqual(expect.arrayContaining([['Invoice number', `INV-${made.order_no}`], ['Order number', made.order_no], ['Payment method', 'Credit card'], ['Payment status', 'Awaiting payment']]));
    expect(en.parties.map((p) => p.heading)).toEqual(['Seller', 'Bill to', 'Ship to']);
    expect(en.parties[0]?.lines).toEqual(['Fusion Test KK', '1-1 Marunouchi', 'Tokyo']);
    expect(en.parties[1]?.lines).toContain('Japan');
    expect(text(en)).toContain('Size: 80 × 60 mm');
    expect(text(en)).toContain('Solder mask colour: Black');
    expect(en.totals.at(-1)).toEqual(['Total (USD)', formatPrice(BigInt(made.total), 'USD')]);
    expect(en.totals.map(([k]) => k)).toEqual(['Subtotal', 'Discount', 'Shipping', 'Tax', 'Total (USD)']);

    const jp = invoiceModel(order, lines, seller, 'jp');
    expect(jp.title).toBe('請求書');
    expect(jp.parties[1]?.lines[0]).toBe('〒100-0001'); // Japanese address order: postcode first, the name after
    expect(text(jp)).toContain('様');
    // the country in the edition's language (issue 8 §6): the order stores the English name and the code
    expect(jp.parties[1]?.lines).toContain('日本');
    expect(text(jp)).not.toContain('Japan');
    expect(text(jp)).toContain('レジスト色：黒');
    expect(jp.meta).toEqual(expect.arrayContaining([['お支払い方法', 'クレジットカード']]));

    // the PDFs: the bill now, the receipt only once paid, and they are different documents
    const bill = await get(t, ann, `/v1/order/invoice.pdf?id=${made.order_id}&lang=jp`);
    expect(bill.statusCode).toBe(200);
    expect(bill.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const early = await get(t, ann, `/v1/order/receipt.pdf?id=${made.order_id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('errors.orderNotPaid');
    await pay(ann, made.order_id);
    const receipt = await get(t, ann, `/v1/order/receipt.pdf?id=${made.order_id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain(`receipt-${made.order_no}.pdf`);
    expect(receipt.rawPayload.equals(bill.rawPayload)).toBe(false);
    // another customer's order is not found
    expect((await get(t, await signUp(t), `/v1/order/receipt.pdf?id=${made.order_id}`)).statusCode).toBe(404);
  });

  it('receipt: the payment date, method and amount paid', async () => {
    const bob = await signUp(t);
    const made = await orderOf(t, bob, [await addItem(t, bob)]);
    await pay(bob, made.order_id);
    const { order } = await findOwnOrder(t.handle.db, bob.id, made.order_id);
    const en = receiptModel(order, sellerFrom({}), 'en');
    expect(en.title).toBe('RECEIPT');
    expect(en.meta).toEqual([
      ['Receipt number', `RCT-${made.order_no}`], ['For order', made.order_no], ['Payment date', t.clock.now().toISOString().slice(0, 10)],
      ['Payment method', 'Credit card'], ['Amount paid', formatPrice(BigInt(made.total), 'USD')],
    ]);
    expect(en.lines).toEqual([]);
    const jp = receiptModel(order, sellerFrom({}), 'jp');
    expect(jp.title).toBe('領収書');
    expect(jp.meta[2]?.[0]).toBe('お支払い日');
  });
});

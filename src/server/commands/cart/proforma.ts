// POST /v1/cart/proforma { cart_ids }: a printable proforma invoice of the selected cart items (issue 4 §1; the
// invoice fields of spec platform §3), in US dollars. The items are priced exactly as checkout will price them
// (the same selection code), so the proforma never promises a price the order will not charge. Items still
// waiting for a quotation are refused (409), as at checkout; foreign or removed ids answer 404. Shipping is
// chosen at checkout and coupons are applied there, so neither is on the proforma.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { personName } from '../../../shared/rules/address-print';
import type { Deps } from '../../deps';
import { addresses, users } from '../../db/schema/index';
import type { CartProforma } from '../../../shared/contracts/cart-page';
import { notFound } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { loadSelection, priceSelection } from '../checkout/price-selection';

/** How long the quoted prices are offered for. */
const VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const invoiceNo = (now: Date, userId: number, ids: readonly number[]): string => {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const digest = crypto.createHash('sha256').update([...ids].sort((a, b) => a - b).join(',')).digest('hex').slice(0, 6).toUpperCase();
  return `PF-${day}-${userId}-${digest}`;
};

export const cartProforma = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, cartIds: readonly number[]): Promise<CartProforma> => {
  const ids = [...new Set(cartIds)];
  const tables = await loadPriceTables(db);
  const items = priceSelection(await loadSelection(db, userId, ids, false), tables);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [address] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  const now = clock.now();
  const subtotal = items.reduce((sum, i) => sum + i.totalCents, 0n);
  return {
    invoice_no: invoiceNo(now, userId, ids),
    date: now.toISOString(),
    valid_until: new Date(now.getTime() + VALID_DAYS * DAY_MS).toISOString(),
    currency: 'USD',
    customer: { uid: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    bill_to: address
      ? {
          name: personName(address.firstName, address.lastName, address.countryIso2 === 'JP' ? 'jp' : 'en'), company: address.company, street: address.streetAddress,
          city: address.city, province: address.province, postcode: address.postcode, country: address.countryIso2,
          phone: address.phone, tax_number: address.taxNumber,
        }
      : null,
    items: items.map((i) => ({
      cart_id: i.row.id, product_id: i.productId, name: i.name, model: i.sku, file_name: i.fileName,
      unit_price: i.unitCents.toString(), quantity: i.quantity, total: i.totalCents.toString(), build_days: i.buildDays,
    })),
    subtotal: subtotal.toString(),
    discount: '0',
    shipment: null,
    order_amount: subtotal.toString(),
  };
};

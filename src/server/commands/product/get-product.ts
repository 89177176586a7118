// GET /product (issue 14): the product of a page /{slug}-p-{id} or /{slug}-g-{id} (docs/opl.md "Product pages").
// -p- reads a parts-library part by its id (a kit with its box contents); -g- knows the two customized payment products only. Anything else is
// undefined, which the route answers with 404.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { oplParts } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { Product, ProductKind } from '../../../shared/contracts/product';
import { partSlug } from '../../../shared/product-slug';
import { getPart } from '../opl/get-part';
import { kitLines } from './kit-lines';

/** The goods with a -g- page and their slug (the page's words are in the web catalogs). */
const PAYMENT_GOODS: Record<number, { kind: 'payment' | 'shipping'; slug: string }> = {
  [ProductId.CustomizedOrderPayment]: { kind: 'payment', slug: 'customized-order-payment' },
  [ProductId.CustomizedShipCost]: { kind: 'shipping', slug: 'customized-shipping-cost' },
};

export const getProduct = async (deps: Pick<Deps, 'db'>, kind: ProductKind, id: number): Promise<Product | undefined> => {
  if (kind === 'g') {
    const good = PAYMENT_GOODS[id];
    return good ? { type: 'payment', id, slug: good.slug, kind: good.kind } : undefined;
  }
  const [row] = await deps.db.select({ sku: oplParts.sku }).from(oplParts).where(eq(oplParts.id, id));
  const part = row ? await getPart(deps, row.sku) : undefined;
  return part ? { type: 'part', id, slug: partSlug(part), part, contents: await kitLines(deps, part.attributes) } : undefined;
};

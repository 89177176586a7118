// POST /v1/cart/cart-param: the parameter schema of a product (and PCB tier) with each parameter's control state
// for the given values, their rule problems, and the stored price and shipping tables, so the page can run the
// same engines for its instant estimate (issue 3 §2, §3).
import type { Deps } from '../../deps';
import { paramSchema } from '../../../shared/params/pcb';
import { stencilParamSchema } from '../../../shared/params/stencil';
import { CARRIERS } from '../../../shared/pricing/shipping-tables';
import type { CartParam } from '../../../shared/contracts/quote';
import { shippingDestinations } from './destinations';
import { loadPriceTables } from './price-tables';
import { validateQuote, type QuoteInput } from './quote-engine';

export const getCartParam = async ({ db }: Pick<Deps, 'db'>, input: QuoteInput): Promise<CartParam> => {
  const tables = await loadPriceTables(db);
  const params = input.product === 'pcb' ? paramSchema(input.tier, input.values) : stencilParamSchema(input.values);
  const productTables = input.product === 'pcb' ? tables.pcb : tables.stencil;
  return {
    product: input.product,
    tier: input.product === 'pcb' ? input.tier : 0,
    params,
    problems: validateQuote(input),
    tables: {
      version: `${productTables.version}/${tables.shipping.version}`,
      product: tables.json[input.product],
      shipping: tables.json.shipping,
    },
    carriers: [...CARRIERS],
    countries: shippingDestinations(tables.shipping),
    blocked_countries: [...tables.shipping.blockedCountries],
  };
};

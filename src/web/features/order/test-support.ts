// Component-test helpers for the order pages: cart-param answers built from the default price tables, and the
// server's price computed with the same engine (so a test can tell the two figures apart when it wants to).
import type { CartParam, CartPrice } from '../../../shared/contracts/quote';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import { pricePcb } from '../../../shared/pricing/pcb';
import { tablesToJson } from '../../../shared/pricing/serialize';
import { CARRIERS, defaultShippingTables } from '../../../shared/pricing/shipping-tables';
import { defaultPcbTables, defaultStencilTables } from '../../../shared/pricing/tables';
import { pcbValuesSchema } from '../../../shared/rules/pcb';

export const cartParamAnswer = (product: 'pcb' | 'stencil', tier = 0): CartParam => ({
  product,
  tier,
  params: [],
  problems: [],
  tables: {
    version: 'test',
    product: tablesToJson(product === 'pcb' ? defaultPcbTables : defaultStencilTables),
    shipping: tablesToJson(defaultShippingTables),
  },
  carriers: [...CARRIERS],
  countries: ['US', 'JP', 'DE', 'GB'],
  blocked_countries: ['KP'],
});

/** What cart-price answers for a PCB body, with `extraCents` added to the total to make it recognisable. */
export const pcbPriceAnswer = (body: unknown, extraCents = 0n): CartPrice => {
  const b = body as { tier: PcbTierValue; values: unknown };
  const p = pricePcb(b.tier, pcbValuesSchema.parse(b.values), defaultPcbTables);
  return {
    lines: p.lines.map((l) => ({ key: l.key, amount: String(l.amount) })),
    total: String(p.total + extraCents),
    build_days: p.buildDays,
    weight_grams: p.weightGrams,
    manual_quote: p.manualQuote,
    shipping: { carrier: 'dhl', cost: '3200', days: { min: 3, max: 6 } },
    problems: [],
    special: p.special,
  };
};

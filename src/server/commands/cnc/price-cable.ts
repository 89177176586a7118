// POST /v1/cable/price: the configurator's instant price from the stored cable table (issue 12), or the reasons it
// needs a manual quote. Problems with the values answer 422 per field, as the cart's add does.
import type { Deps } from '../../deps';
import type { CablePrice } from '../../../shared/contracts/cnc';
import { validateCable, type CableValues } from '../../../shared/rules/cable';
import { priceCable } from '../../../shared/pricing/cable';
import { assertQuotable, linesDto } from '../quote/quote-engine';
import { loadCableTables } from './cable-tables';

export const priceCableItem = async ({ db }: Pick<Deps, 'db'>, values: CableValues): Promise<CablePrice> => {
  assertQuotable(validateCable(values), 'price');
  const p = priceCable(values, await loadCableTables(db));
  return {
    lines: linesDto(p.lines), total: p.total.toString(), build_days: p.buildDays, weight_grams: p.weightGrams,
    manual_quote: p.manualQuote, custom_reasons: p.customReasons,
  };
};

// POST /v1/kitting/price: the kit's instant estimate (open to visitors; a signed-in customer's PCB items can be in
// it). Problems come back in the answer, not as an error, so the page shows the price beside what blocks it;
// adding to the cart refuses the same problems (add-kit.ts).
import type { Deps } from '../../deps';
import type { KitPriceDto } from '../../../shared/contracts/kitting';
import type { KitValues } from '../../../shared/rules/kitting';
import { carriersFor, estimateShipping } from '../../../shared/pricing/shipping';
import type { Carrier, ShippingTables } from '../../../shared/pricing/shipping-tables';
import { linesDto } from '../quote/quote-engine';
import { loadKittingTables } from './tables';
import { resolveKit, type ResolvedKit } from './resolve-kit';

export interface KitPriceRequest {
  values: KitValues;
  country?: string | number;
  carrier?: Carrier;
  userId?: number;
}

/** The estimate to the country (the site's default destination when none is given), by the carrier asked or the first offered. */
const shippingOf = (weightGrams: number, req: KitPriceRequest, t: ShippingTables) => {
  const country = req.country ?? 'US';
  const carrier = req.carrier ?? carriersFor(country, t)[0] ?? 'dhl';
  const s = estimateShipping(country, carrier, weightGrams, t);
  return s.ok ? { shipping: { cost: s.cost, carrier, days: s.days }, problem: null } : { shipping: null, problem: s.key };
};

export const kitPriceDto = (kit: ResolvedKit, req: KitPriceRequest, shippingTables: ShippingTables): KitPriceDto => {
  const p = kit.price;
  const { shipping, problem } = shippingOf(p.weightGrams, req, shippingTables);
  return {
    lines: linesDto(p.lines),
    subtotal: p.subtotal.toString(),
    per_set: p.perSetCents.toString(),
    shipping: shipping ? { cost: shipping.cost.toString(), carrier: shipping.carrier, days: shipping.days } : null,
    shipping_problem: problem,
    total: (p.subtotal + (shipping?.cost ?? 0n)).toString(),
    build_days: p.buildDays,
    weight_grams: p.weightGrams,
    fit: { fits: p.fit.fits, content_cm3: Math.ceil(p.fit.contentMm3 / 1000), usable_cm3: Math.floor(p.fit.usableMm3 / 1000), box_mm: [...p.fit.boxMm] },
    max_sets: p.maxSets,
    items: kit.items,
    pcbs: kit.pcbs,
    gallery_pcbs: kit.gallery_pcbs,
    problems: kit.problems,
  };
};

export const priceKitting = async (deps: Pick<Deps, 'db'>, req: KitPriceRequest): Promise<KitPriceDto> => {
  const tables = await loadKittingTables(deps.db);
  const kit = await resolveKit(deps, deps.db, req.userId, req.values, tables.kitting);
  return kitPriceDto(kit, req, tables.shipping);
};

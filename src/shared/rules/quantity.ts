// The quantity input rule (spec platform §5): the input strips non-digits and minus signs; an empty or 0 value
// becomes 1. The cart then snaps the number to what the product can be ordered in (PCB quantity steps, stencils
// in even numbers), so a re-priced item never carries a quantity the price tables cannot price. Shared by the
// cart page (while typing) and the server (POST /cart/update checks it again).

/** Digits kept at most: larger numbers are clamped by the product's maximum anyway (keeps Number exact). */
const MAX_DIGITS = 9;

/** The text as the input keeps it: digits only (minus signs, letters, spaces, separators are dropped). */
export const quantityDigits = (raw: string | number): string => String(raw).replace(/[^0-9]/g, '');

/** The committed number: '-5' → 5, 'abc12' → 12, '' → 1, '0' → 1. */
export const normalizeQuantity = (raw: string | number): number => {
  const digits = quantityDigits(typeof raw === 'number' && !Number.isFinite(raw) ? '' : raw).replace(/^0+/, '');
  const n = digits === '' ? 0 : Number(digits.slice(0, MAX_DIGITS));
  return n < 1 ? 1 : n;
};

/** What a product can be ordered in: a list of steps (PCB) or a range with a step (stencil). */
type QuantityRule = { steps: readonly number[] } | { min: number; max: number; step: number };

/**
 * The allowed quantity for `q`: the smallest allowed value at or above it (a customer who needs 12 boards needs
 * at least 12, so 12 becomes 15, never 10), or the largest allowed value when `q` is above them all.
 */
export const snapQuantity = (q: number, rule: QuantityRule): number => {
  if ('steps' in rule) {
    const sorted = [...rule.steps].sort((a, b) => a - b);
    if (sorted.length === 0) return q;
    return sorted.find((s) => s >= q) ?? (sorted[sorted.length - 1] as number);
  }
  if (q <= rule.min) return rule.min;
  if (q >= rule.max) return rule.max;
  const up = rule.min + Math.ceil((q - rule.min) / rule.step) * rule.step;
  return Math.min(up, rule.max);
};

/** The whole rule: normalise the input, then snap it to the product's quantities. */
export const cartQuantity = (raw: string | number, rule: QuantityRule): number => snapQuantity(normalizeQuantity(raw), rule);

/**
 * Why the stored quantity differs from what the customer asked for, so the page can say it: 'step' when it was
 * raised to the next quantity the product is made in (37 → 50), 'max' when it was lowered to the largest one
 * (100000 → 10000); null when it is what they asked for.
 */
export const quantityAdjustment = (requested: number, stored: number): 'step' | 'max' | null =>
  stored > requested ? 'step' : stored < requested ? 'max' : null;

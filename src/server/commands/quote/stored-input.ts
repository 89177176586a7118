// A stored item (a cart item, an order line) back as the quote engine's input: its product, tier and the parameters
// it was priced with, checked again by the shared schemas. One reading for the cart page's re-pricing, checkout and
// re-order (issue 7 §5: each had its own copy). Null when the product is not quotable here or the stored parameters
// no longer pass the schema (the caller decides what that means: not editable, not re-orderable, needs a quote).
import { ProductId } from '../../../shared/ids';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import { stencilValuesSchema } from '../../../shared/rules/stencil';
import type { QuoteInput } from './quote-engine';

interface StoredItem {
  productId: number;
  tier: number | null;
  params: unknown;
}

export const storedQuoteInput = (item: StoredItem): QuoteInput | null => {
  if (item.productId === ProductId.PCB) {
    const values = pcbValuesSchema.safeParse(item.params);
    return values.success ? { product: 'pcb', tier: (item.tier ?? 0) as PcbTierValue, values: values.data } : null;
  }
  if (item.productId === ProductId.Stencil) {
    const values = stencilValuesSchema.safeParse(item.params);
    return values.success ? { product: 'stencil', values: values.data } : null;
  }
  return null;
};

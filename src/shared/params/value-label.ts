// How a stored parameter value reads to a customer (cart lines, order lines): the same message keys the order
// form uses for its choices, so "fr4" shows as "FR-4" / "FR-4", "hasl" as "HASL", 80 (width) as "80 mm".
import type { LabelParams } from './types';

export type ParamProduct = 'pcb' | 'stencil' | 'cnc' | 'cable';

const UNITS: Record<ParamProduct, Record<string, string>> = {
  pcb: {
    layers: 'pcb.unit.layers', thickness: 'pcb.unit.mm', width: 'pcb.unit.mm', height: 'pcb.unit.mm', outerCopper: 'pcb.unit.oz',
    innerCopper: 'pcb.unit.oz', minDrill: 'pcb.unit.mm', maskDam: 'pcb.unit.mm', traceSpace: 'pcb.unit.mil', quantity: 'pcb.unit.pcs',
  },
  stencil: { thickness: 'pcb.unit.mm', quantity: 'pcb.unit.pcs' },
  cnc: { length_mm: 'pcb.unit.mm', width_mm: 'pcb.unit.mm', height_mm: 'pcb.unit.mm', quantity: 'pcb.unit.pcs', thread_count: 'cnc.unit.count' },
  cable: { length_mm: 'pcb.unit.mm', tolerance_mm: 'cable.unit.tolerance', wires: 'cable.unit.wires', gauge: 'cable.unit.awg', quantity: 'pcb.unit.pcs' },
};

export const paramValueLabel = (
  product: ParamProduct,
  key: string,
  value: string | number | boolean,
): { key: string; params?: LabelParams } => {
  if (typeof value === 'boolean') return { key: value ? 'pcb.choice.yes' : 'pcb.choice.no' };
  const unit = UNITS[product][key];
  return unit ? { key: unit, params: { value: String(value) } } : { key: `${product}.choice.${key}.${String(value)}` };
};

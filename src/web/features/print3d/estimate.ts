// The page's estimate: each part priced by the shared engine (the server prices the same way when the parts go into
// the cart), summed, with the longest build time and the shipping estimate for the parts' weight.
import { geometryInMm, type MeshAnalysis, type ModelUnit } from '../../../shared/print3d/analysis';
import { blocking, pricePrint3dPart, print3dProblems, type Print3dPartSpec, type Print3dPrice, type Print3dProblem } from '../../../shared/pricing/print3d';
import type { Print3dTables } from '../../../shared/pricing/print3d-tables';
import { estimateShipping, type ShippingEstimate } from '../../../shared/pricing/shipping';
import type { Carrier, ShippingTables } from '../../../shared/pricing/shipping-tables';

export interface PartState extends Print3dPartSpec {
  key: string;
  unit: ModelUnit;
  model: { file_id: string; name: string; analysis: MeshAnalysis } | null;
}

export interface PartEstimate {
  problems: Print3dProblem[];
  price: Print3dPrice | null;
}

export const estimatePart = (p: PartState, t: Print3dTables): PartEstimate => {
  const analysis = p.model?.analysis ?? null;
  const g = analysis ? geometryInMm(analysis, analysis.declared_unit ?? p.unit) : null;
  const problems = print3dProblems(g, analysis?.problems ?? [], p, t);
  if (!g || blocking(problems)) return { problems, price: null };
  return { problems, price: pricePrint3dPart(g, p, t) };
};

export interface OrderEstimate {
  total: bigint;
  buildDays: number;
  weightGrams: number;
  shipping: ShippingEstimate | null;
  /** Every part has a price. */
  complete: boolean;
}

export const estimateOrder = (parts: readonly PartEstimate[], shipping: ShippingTables | null, country: string, carrier: Carrier): OrderEstimate => {
  const priced = parts.flatMap((p) => (p.price ? [p.price] : []));
  const weightGrams = priced.reduce((a, p) => a + p.weightGrams, 0);
  return {
    total: priced.reduce((a, p) => a + p.total, 0n),
    buildDays: priced.reduce((a, p) => Math.max(a, p.buildDays), 0),
    weightGrams,
    shipping: shipping && priced.length > 0 ? estimateShipping(country, carrier, weightGrams, shipping) : null,
    complete: priced.length === parts.length && parts.length > 0,
  };
};

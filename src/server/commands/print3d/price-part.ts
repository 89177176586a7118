// One 3D-printed part priced on the server from its stored analysis and the stored table: what the cart stores.
// The browser's numbers are never used; the same engine runs on the page for the estimate.
import type { UploadRow } from '../upload/find-upload';
import { geometryInMm, type MeshAnalysis, type ModelUnit } from '../../../shared/print3d/analysis';
import { blocking, pricePrint3dPart, print3dProblems, type Print3dPartSpec, type Print3dPrice, type Print3dProblem } from '../../../shared/pricing/print3d';
import type { Print3dTables } from '../../../shared/pricing/print3d-tables';
import { invalid } from '../../http/errors';

export interface PricedPart {
  price: Print3dPrice;
  warnings: Print3dProblem[];
  /** What the cart item stores in `params` (and shows in words: src/shared/params/spec-words.ts). */
  params: Record<string, string | number>;
}

const round = (v: number, places: number): number => Math.round(v * 10 ** places) / 10 ** places;

/** Prices the part, or answers 422 with the first blocking problem on `<prefix>.<field>`. */
export const pricePart = (model: UploadRow, unit: ModelUnit, spec: Print3dPartSpec, tables: Print3dTables, prefix: string): PricedPart => {
  const analysis = model.analysis as MeshAnalysis;
  const chosen = analysis.declared_unit ?? unit;
  const g = geometryInMm(analysis, chosen);
  const problems = print3dProblems(g, analysis.problems, spec, tables);
  if (blocking(problems)) {
    const fields = Object.fromEntries(problems.filter((p) => p.severity === 'error').map((p) => [`${prefix}.${p.field}`, p.key]));
    throw invalid(fields, 'This part cannot be printed as chosen.');
  }
  return {
    price: pricePrint3dPart(g, spec, tables),
    warnings: problems,
    params: {
      process: spec.process,
      material: spec.material,
      colour: spec.colour,
      finish: spec.finish,
      unit: chosen,
      size_x: round(g.size.x, 1),
      size_y: round(g.size.y, 1),
      size_z: round(g.size.z, 1),
      volume_cm3: round((g.volume ?? 0) / 1000, 2),
      quantity: spec.quantity,
    },
  };
};

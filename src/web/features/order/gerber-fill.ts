// What the Gerber analysis puts into the PCB form (issue 3 §4): the copper layer count, the outline's width and
// height (to 0.01 mm), and blind/buried vias where the tier can make them. The customer can still change each
// of them; `detected` names the fields filled this way, for the 'Detected from your Gerber' hint.
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { blindViasAllowed, type PcbTierValue } from '../../../shared/params/pcb-options';
import { applyForcedValues } from '../../../shared/params/pcb';
import type { PcbValues } from '../../../shared/rules/pcb';

const mm = (v: number) => Math.round(v * 100) / 100;

export const fillFromAnalysis = (tier: PcbTierValue, values: PcbValues, a: UploadAnalysis): { values: PcbValues; detected: string[] } => {
  const next: PcbValues = { ...values };
  const detected: string[] = [];
  if (a.copper_layers > 0) {
    next.layers = a.copper_layers;
    detected.push('layers');
  }
  if (a.width_mm !== null && a.height_mm !== null && a.width_mm > 0 && a.height_mm > 0) {
    next.width = mm(a.width_mm);
    next.height = mm(a.height_mm);
    detected.push('width', 'height');
  }
  if (a.has_blind_buried && blindViasAllowed(tier, next.material, next.layers)) {
    next.blindVias = true;
    detected.push('blindVias');
  }
  return { values: applyForcedValues(tier, next), detected };
};

// What each price table prices on the console's screen while staff type (issue 11 "Price", issue 12): the table read
// by the engine's own parse, and a typical item priced with it, so a slipped digit shows in the sample before save.
import type { EditablePriceTable } from '../../../shared/contracts/staff-prices';
import { priceCable } from '../../../shared/pricing/cable';
import { parseCableTables } from '../../../shared/pricing/cable-tables';
import type { PriceLine } from '../../../shared/pricing/lines';
import { pricePcba, type PcbaInput } from '../../../shared/pricing/pcba';
import { parsePcbaTables } from '../../../shared/pricing/pcba-tables';
import { pricePrint3dPart } from '../../../shared/pricing/print3d';
import { parsePrint3dTables } from '../../../shared/pricing/print3d-tables';
import type { TableIssue } from '../../../shared/pricing/table-issues';
import { priceKit, type KitInput } from '../../../shared/pricing/kitting';
import { parseKittingTables } from '../../../shared/pricing/kitting-tables';
import { priceOdmLight } from '../../../shared/pricing/odm-light';
import { parseOdmLightTables } from '../../../shared/pricing/odm-light-tables';
import { applyOdmControls, defaultOdmLightValues } from '../../../shared/rules/odm-light';
import { defaultCableValues } from '../../../shared/rules/cable';

export interface PriceSample {
  lines: PriceLine[];
  total: bigint;
  buildDays: number;
}
export type SampleCheck = { ok: true; sample: PriceSample } | { ok: false; issues: TableIssue[] };

/** A typical first PCBA order: 10 boards, one side, 200 SMT and 20 THT joints, no BOM yet, the PCB priced apart. */
const PCBA: PcbaInput = {
  quantity: 10, sides: 1, smtJoints: 200, thtJoints: 20, components: [], expedited: false, dfa: true,
  functionTest: false, certificationMechanical: false, pcb: { lines: [], buildDays: 3, manualQuote: false },
};
/** A 40 × 30 × 20 mm solid block (24 cm³, 52 cm²) in SLA standard resin, 10 pieces. */
const PART = { size: { x: 40, y: 30, z: 20 }, volume: 24_000, area: 5_200, shells: 1 };
const PART_SPEC = { process: 'sla', material: 'standard_resin', colour: 'white', finish: 'standard', quantity: 10 } as const;

/** 100 kits in box M: two Grove modules at $2.90 and a sticker. */
const KIT: KitInput = {
  sets: 100, pcbs: [], printing: [], sticker: true, groveRequired: true, package: { type: 'M', length_mm: 0, width_mm: 0, height_mm: 0 },
  parts: [{ sku: 'grove', perSet: 2, stock: 10_000, tiers: [{ qty: 1, micros: 2_900_000n }], grove: true, sizeMm: [40, 20, 10] }],
};

export const PRICE_SAMPLES: Record<EditablePriceTable, (text: string) => SampleCheck> = {
  pcba: (text) => {
    const p = parsePcbaTables(text);
    return p.ok ? { ok: true, sample: pricePcba(PCBA, p.tables) } : p;
  },
  print3d: (text) => {
    const p = parsePrint3dTables(text);
    if (!p.ok) return p;
    // the sample's material may have been renamed or removed: the table is still valid, there is just no sample
    if (!p.tables.materials[PART_SPEC.material] || p.tables.materials[PART_SPEC.material]?.process !== 'sla') return { ok: true, sample: { lines: [], total: 0n, buildDays: 0 } };
    return { ok: true, sample: pricePrint3dPart(PART, PART_SPEC, p.tables) };
  },
  cable: (text) => {
    const p = parseCableTables(text);
    return p.ok ? { ok: true, sample: priceCable(defaultCableValues(), p.tables) } : p;
  },
  kitting: (text) => {
    const p = parseKittingTables(text);
    if (!p.ok) return p;
    const kit = priceKit(KIT, p.tables);
    return { ok: true, sample: { lines: kit.lines, total: kit.subtotal, buildDays: kit.buildDays } };
  },
  odm_light: (text) => {
    const p = parseOdmLightTables(text);
    return p.ok ? { ok: true, sample: priceOdmLight(applyOdmControls(defaultOdmLightValues()), p.tables) } : p;
  },
};

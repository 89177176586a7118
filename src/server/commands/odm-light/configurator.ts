// GET /v1/products/odm-light/schema, .../param and POST .../price (issue 13): the configurator's options with their
// control rules, the defaults with their states, and the instant price of a configuration. Disabled options take
// their fixed value before pricing (rules/odm-light.ts); a quantity outside the bounds answers 422 per field.
import type { Deps } from '../../deps';
import type { OdmLightParam, OdmLightPrice, OdmLightSchema } from '../../../shared/contracts/odm-light';
import {
  ODM_CHOICES, ODM_CONTROLS, ODM_QUANTITY, applyOdmControls, defaultOdmLightValues, odmControlStates, validateOdmLight,
  type OdmLightValues,
} from '../../../shared/rules/odm-light';
import { priceOdmLight } from '../../../shared/pricing/odm-light';
import { assertQuotable, linesDto } from '../quote/quote-engine';
import { loadOdmLightTables } from './tables';

export const odmLightSchema = async ({ db }: Pick<Deps, 'db'>): Promise<OdmLightSchema> => {
  const tables = await loadOdmLightTables(db);
  const defaults = defaultOdmLightValues();
  return {
    version: tables.version,
    options: [
      ...Object.entries(ODM_CHOICES).map(([key, choices]) => ({
        key, kind: 'choice' as const, choices: [...choices], default: defaults[key as keyof typeof ODM_CHOICES],
      })),
      { key: 'quantity', kind: 'number' as const, choices: [], default: defaults.quantity, min: ODM_QUANTITY.min, max: ODM_QUANTITY.max },
    ],
    controls: ODM_CONTROLS.map((c) => ({ ...c })),
  };
};

export const odmLightParam = async ({ db }: Pick<Deps, 'db'>): Promise<OdmLightParam> => {
  const values = defaultOdmLightValues();
  return { values, states: odmControlStates(values), sample_fee: (await loadOdmLightTables(db)).sampleCents.toString() };
};

/** The values as the controls leave them, checked: the one reading for price, add and update. */
export const settledValues = (values: OdmLightValues, purpose: 'price' | 'cart'): OdmLightValues => {
  const settled = applyOdmControls(values);
  assertQuotable(validateOdmLight(settled), purpose);
  return settled;
};

export const priceOdmLightItem = async ({ db }: Pick<Deps, 'db'>, values: OdmLightValues): Promise<OdmLightPrice> => {
  const settled = settledValues(values, 'price');
  const p = priceOdmLight(settled, await loadOdmLightTables(db));
  return {
    values: settled, states: odmControlStates(settled), lines: linesDto(p.lines), total: p.total.toString(),
    build_days: p.buildDays, weight_grams: p.weightGrams,
  };
};

// (issue 13) The whole ODM story in English: odm-flow.ts (inquiry, quote, acceptance, payment), then
// odm-light-flow.ts for the same customer (configure, pay, confirm the sample, re-order by order number).
import type { JourneyContext } from '../harness';
import { ODM_EN, odmJourney } from './odm-flow';
import { ODM_EN as ODM_LIGHT_EN, odmLightJourney } from './odm-light-flow';

export const name = 'ODM: send an inquiry, sales quote it, accept and pay it; configure a XIAO device, pay it, confirm the sample, re-order it by order number';
export const timeoutMs = 240_000;

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await odmJourney(ctx, ODM_EN);
  await odmLightJourney(ctx, ODM_LIGHT_EN, page);
};

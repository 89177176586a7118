// (issue 13) The whole ODM story in the Japanese edition: see odm.journey.ts.
import type { JourneyContext } from '../harness';
import { ODM_JA, odmJourney } from './odm-flow';
import { ODM_JA as ODM_LIGHT_JA, odmLightJourney } from './odm-light-flow';

export const name = 'ODM (Japanese): send an inquiry, sales quote it, accept and pay it; configure a XIAO device, pay it, confirm the sample, re-order it by order number';
export const timeoutMs = 240_000;

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await odmJourney(ctx, ODM_JA);
  await odmLightJourney(ctx, ODM_LIGHT_JA, page);
};

// (issue 15) See drop-ship-flow.ts.
import type { JourneyContext } from '../harness';
import { DROP_SHIP_JA, dropShipJourney } from './drop-ship-flow';

export const name = 'drop shipping (Japanese): stock granted, list with an error fixed by re-upload, fees paid, tracking entered and seen';
export const timeoutMs = 240_000;

export const run = (ctx: JourneyContext): Promise<void> => dropShipJourney(ctx, DROP_SHIP_JA);

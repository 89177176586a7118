// (issue 14) See gallery-flow.ts.
import type { JourneyContext } from '../harness';
import { GALLERY_EN, GALLERY_JOURNEY_TIMEOUT_MS, galleryJourney } from './gallery-flow';

export const name = 'Gallery: a customer shares a design from a past PCB order, content staff feature it, another customer orders the board from the featured page';
export const timeoutMs = GALLERY_JOURNEY_TIMEOUT_MS;

export const run = (ctx: JourneyContext): Promise<void> => galleryJourney(ctx, GALLERY_EN);

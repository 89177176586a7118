// Open Parts Library, English edition on a desktop: search a value, filter, open a part, download its library.
import type { JourneyContext } from '../harness';
import { oplJourney } from '../opl-flow';

export const name = 'OPL: search 100nF 0402, filter, open a part, download the library (English, desktop)';

export const run = (ctx: JourneyContext): Promise<void> =>
  oplJourney(ctx, ctx.baseUrl, { search: 'Search parts', basic: /^Basic \(\d+\)$/, kicad: 'KiCad symbols', prices: 'Price tiers' });

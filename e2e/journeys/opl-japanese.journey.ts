// Open Parts Library, Japanese edition on a phone: the filters open from a button, the rest as on a desktop.
import type { JourneyContext } from '../harness';
import { oplJourney } from '../opl-flow';

export const name = 'OPL: search 100nF 0402, filter, open a part, download the library (Japanese, phone)';

export const run = (ctx: JourneyContext): Promise<void> =>
  oplJourney(
    ctx,
    ctx.jpUrl,
    { search: '部品を検索', filters: '絞り込み', basic: /^ベーシック \(\d+\)$/, kicad: 'KiCad シンボル', prices: '数量別価格' },
    { width: 390, height: 844 },
  );

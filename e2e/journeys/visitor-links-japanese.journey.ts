// (issue 8 §6, §7) A visitor's Japanese home page: no console errors, every header, footer, home and sitemap link
// opens an existing page; the header's 'English' goes to the English edition's configured address.
import type { JourneyContext } from '../harness';
import { linksJourney } from '../links-flow';

export const name = 'Visitor (Japanese): no console errors on the home page, every shell and sitemap link exists';

export const run = (ctx: JourneyContext): Promise<void> =>
  linksJourney(ctx, ctx.jpUrl, { notFound: 'ページが見つかりません', otherEdition: 'English', otherHref: `${ctx.baseUrl}/fusion`, home: '/' });

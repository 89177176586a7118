// (issue 8 §7) A visitor's English home page: no console errors, and every header, footer, home and sitemap link
// opens an existing page; the header's '日本語' goes to the Japanese edition's configured address.
import type { JourneyContext } from '../harness';
import { linksJourney } from '../links-flow';

export const name = 'Visitor (English): no console errors on the home page, every shell and sitemap link exists';

export const run = (ctx: JourneyContext): Promise<void> =>
  linksJourney(ctx, ctx.baseUrl, { notFound: 'Page not found', otherEdition: '日本語', otherHref: `${ctx.jpUrl}/`, home: '/fusion' });

// (issue 8 §7) English edition on a phone: the order form's bottom bar, the order detail at 390 px, dead ends
// with the shop header. See e2e/phone-flow.ts.
import type { JourneyContext } from '../harness';
import { phoneJourney } from '../phone-flow';
import { EN, US_ADDRESS } from './checkout.journey';

export const name = 'Phone (English): order form bar, order detail at 390 px, dead ends keep the header';

export const run = (ctx: JourneyContext): Promise<void> =>
  phoneJourney(ctx, ctx.baseUrl, {
    edition: 'en', signIn: 'Sign in', add: 'Add to cart', checkoutLabels: EN, address: US_ADDRESS, carrier: 'DHL',
    wire: 'Wire transfer (USD)', items: 'Items', orders: 'Order History',
  });

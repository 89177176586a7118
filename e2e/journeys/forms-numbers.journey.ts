// (issue 8 §5, §7) Forms and numbers in the English edition: see e2e/forms-flow.ts.
import type { JourneyContext } from '../harness';
import { formsJourney } from '../forms-flow';

export const name = 'Forms and numbers (English): register first click, counts, estimate, cart quantities, unit × qty, header name';

export const run = (ctx: JourneyContext): Promise<void> =>
  formsJourney(ctx, ctx.baseUrl, {
    first: 'First name', last: 'Last name', email: 'Email', emailConfirm: 'Confirm email', password: 'Password', passwordConfirm: 'Confirm password',
    create: 'Create account', mismatch: 'The passwords do not match', welcome: 'Welcome to Fusion!',
    designs: 'Different designs', country: 'Destination country', brazil: 'Brazil', carrier: 'Carrier', defaultCarrier: 'DHL',
    stepNote: /37 is not a quantity we make: raised to the next step, 50\./, maxNote: /100000 is more than the maximum: set to \d+/,
    pricedFor: /The price shown is for \d+ pcs\./, nameHeading: 'Name', save: 'Save', accountMenu: 'Account menu',
  });

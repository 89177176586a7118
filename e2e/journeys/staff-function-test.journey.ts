// (issue 11) A customer's functional-test plan is confirmed by engineering in the console; the customer reads it
// Confirmed and gets the mail (staff-function-test-flow.ts).
import type { JourneyContext, JourneySetup } from '../harness';
import { EDITION_EN } from './edition-texts';
import { prepareCustomer, runFunctionTest } from './staff-function-test-flow';

export const name = 'Staff console: engineering confirm a functional test plan, the customer sees it Confirmed and gets the mail';

export const prepare = (setup: JourneySetup): Promise<void> => prepareCustomer(setup, 'fntest-en', 'en');

export const run = (ctx: JourneyContext): Promise<void> =>
  runFunctionTest(ctx, 'fntest-en', { ...EDITION_EN, mailSubject: 'Your functional test plan is confirmed' }, 'e2e/screenshots/staff-function-test-en.png');

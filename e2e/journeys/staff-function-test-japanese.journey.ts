// (issue 11) Japanese edition: the customer's functional-test plan is confirmed in the Japanese console; the customer
// reads it Confirmed and gets the mail in Japanese (staff-function-test-flow.ts).
import type { JourneyContext, JourneySetup } from '../harness';
import { EDITION_JA } from './edition-texts';
import { prepareCustomer, runFunctionTest } from './staff-function-test-flow';

export const name = 'Staff console (Japanese): engineering confirm a functional test plan, the customer gets the mail in Japanese';

export const prepare = (setup: JourneySetup): Promise<void> => prepareCustomer(setup, 'fntest-ja', 'jp');

export const run = (ctx: JourneyContext): Promise<void> =>
  runFunctionTest(ctx, 'fntest-ja', { ...EDITION_JA, mailSubject: '機能テスト計画を承認しました' }, 'e2e/screenshots/staff-function-test-ja.png');

// Staff console: the price-table screen (English). Line names come from the shared price-line texts.
import { PRICE_LINE_MESSAGES_EN } from '../../../shared/pricing/lines';

export const staffPrices = {
  title: 'PCBA price table',
  intro: 'The rates the PCBA quote uses (cents, and micro-dollars for per-joint rates). A saved table prices the next quote on the shop and in the cart. See docs/pcba.md for what each value means.',
  version: 'Version {{version}}, saved {{date}}',
  table: 'Table (JSON)',
  problems: 'This table cannot be saved',
  sampleTitle: 'Sample with this table',
  sampleIntro: '10 boards, one side, 200 SMT and 20 THT joints, DFA review; parts and the PCB not included.',
  sampleTotal: 'Assembly total ({{days}} working days)',
  save: 'Save the table',
  useDefault: 'Start from the default',
  discard: 'Discard changes',
  issue: {
    json: 'The text is not valid JSON (check commas, quotes and brackets).',
    missing: '{{field}}: missing.',
    type: '{{field}}: wrong kind of value (amounts are whole numbers).',
    min: '{{field}}: too small (no negative values).',
    max: '{{field}}: too large.',
    unknownKey: '{{field}}: not a field of the table.',
    expeditedDays: '{{field}}: expedited days must not be longer than the standard days.',
    invalid: '{{field}}: not a valid value.',
  },
  wholeTable: 'The table',
  line: PRICE_LINE_MESSAGES_EN,
};

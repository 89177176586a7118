// Staff console: the price-table screen, one tab per table (English). Line names come from the shared price-line texts.
import { PRICE_LINE_MESSAGES_EN } from '../../../shared/pricing/lines';

export const staffPrices = {
  title: 'Price tables',
  tab: { pcba: 'PCB assembly', print3d: '3D printing', cable: 'Cable assembly', kitting: 'Kitting', odm_light: 'ODM light' },
  intro: {
    pcba: 'The rates the PCBA quote uses (cents, and micro-dollars for per-joint rates). A saved table prices the next quote on the shop and in the cart. See docs/pcba.md for what each value means.',
    print3d: 'The processes, materials, finishes and quantity breaks the 3D printing quote uses (cents; micro-dollars per cm³ and cm²; build volumes and walls in mm). A saved table prices the next upload and add to cart. See docs/print3d.md for what each value means.',
    cable: 'The rates the instant cable price uses (cents; wire per conductor-metre by AWG; cable-type factors in percent). A saved table prices the next configuration and add to cart. See docs/cnc-cable.md for what each value means.',
    kitting: 'The rates the kit estimate and the cart use (cents; sizes in mm; weights in grams; set limits and the customized box range). A saved table prices the next estimate and add to cart. See docs/odm.md (Price tables) for what each value means.',
    odm_light: 'The per-piece prices of each XIAO option, the one-off setups, the $100 sample and the volume discounts (cents; weights in grams). A saved table prices the next configuration and add to cart. See docs/odm.md (Price tables) for what each value means.',
  },
  version: 'Version {{version}}, saved {{date}}',
  table: 'Table (JSON)',
  problems: 'This table cannot be saved',
  sampleTitle: 'Sample with this table',
  sample: {
    pcba: '10 boards, one side, 200 SMT and 20 THT joints, DFA review; parts and the PCB not included.',
    print3d: '10 pieces of a 40 × 30 × 20 mm solid block (24 cm³) in SLA standard resin, as printed.',
    cable: '10 cables, 4 wires of AWG 26, 150 mm, JST PH at both ends.',
    kitting: '100 kits in box M: two Grove modules at $2.90 each and a sticker; shipping not included.',
    odm_light: '100 XIAO ESP32C3 devices in the standard black enclosure, stock firmware, bulk packing, with the sample.',
  },
  sampleTotal: 'Total ({{days}} working days)',
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
    standardFinish: '{{field}}: the standard finish must be offered for every process.',
    firstBreak: '{{field}}: the quantity breaks must start with one from 1.',
    materialPerProcess: '{{field}}: every process needs at least one material.',
    invalid: '{{field}}: not a valid value.',
  },
  wholeTable: 'The table',
  line: PRICE_LINE_MESSAGES_EN,
};

// PCB and stencil ordering pages (English). The parameter, rule, price-line, shipping and upload texts come from
// the shared modules, so the server's message keys ('pcb.rule.ospSize', 'shipping.overWeight', 'upload.empty')
// resolve in this namespace as they are.
import {
  PCB_PARAM_MESSAGES_EN, STENCIL_PARAM_MESSAGES_EN,
} from '../../../shared/params/messages';
import { PCB_RULE_MESSAGES_EN } from '../../../shared/rules/pcb-messages';
import { STENCIL_RULE_MESSAGES_EN } from '../../../shared/rules/stencil-messages';
import { PCBA_RULE_MESSAGES_EN } from '../../../shared/rules/pcba-messages';
import { PRICE_LINE_MESSAGES_EN } from '../../../shared/pricing/lines';
import { SHIPPING_MESSAGES_EN } from '../../../shared/pricing/shipping';
import { UPLOAD_ERROR_MESSAGES_EN } from '../../../shared/contracts/upload-messages';
import { CABLE_PARAM_MESSAGES_EN, CNC_PARAM_MESSAGES_EN } from '../../../shared/params/cnc-cable-messages';
import { CNC_RULE_MESSAGES_EN } from '../../../shared/rules/cnc-messages';
import { CABLE_RULE_MESSAGES_EN } from '../../../shared/rules/cable-messages';
import { cablePage, cncPage } from './cnc';
import { kittingPage } from './kitting';
import { KITTING_RULE_MESSAGES_EN } from '../../../shared/rules/kitting-messages';

export const order = {
  pcb: { ...PCB_PARAM_MESSAGES_EN, rule: PCB_RULE_MESSAGES_EN },
  stencil: { ...STENCIL_PARAM_MESSAGES_EN, rule: STENCIL_RULE_MESSAGES_EN },
  pcba: { rule: PCBA_RULE_MESSAGES_EN },
  cnc: { ...CNC_PARAM_MESSAGES_EN, rule: CNC_RULE_MESSAGES_EN },
  cable: { ...CABLE_PARAM_MESSAGES_EN, rule: CABLE_RULE_MESSAGES_EN },
  cncPage,
  cablePage,
  kitting: { rule: KITTING_RULE_MESSAGES_EN },
  kittingPage,
  line: PRICE_LINE_MESSAGES_EN,
  shipping: SHIPPING_MESSAGES_EN,
  upload: UPLOAD_ERROR_MESSAGES_EN,
  /** Analysis warnings (spec services §8); never blocking. */
  gerber: {
    parseFailed: 'Gerber parse failed. Please fill in the parameters manually; you may still proceed.',
    tooComplex: 'These files are too large or complex to read and draw automatically. Please fill in the parameters manually; our engineers will check the files.',
    drillNotFound: 'Drill file not found. An Excellon NC drill file is needed.',
    outlineNotFound: 'Outline not found. An outline layer is needed.',
    blindBuried:
      'Blind or buried vias detected. Only the Advanced PCB service can make them; aluminium boards with blind vias cannot be made, choose rigid FR-4.',
  },
  pages: {
    quick: { title: 'PCB Prototype & Quick-turn PCB', lead: 'Upload your Gerber files for an exact quote, or configure your board below for an instant estimate.' },
    advanced: { title: 'Advanced PCB', lead: 'Flexible and rigid-flex boards, up to 16 layers, 1–3 oz copper, 0.2 mm drills and 4/4 mil trace/space.' },
    premium: { title: 'Premium PCB & PCBA', lead: 'Demanding boards quoted by our engineers: every order is checked by hand.' },
    stencil: { title: 'SMT Stencil', lead: 'Laser-cut stainless steel stencils from your paste layers, framed or frameless.' },
  },
  saleNote: {
    pcb: 'PCB from {{price}} for 10 pcs',
    stencil: 'Stencils from {{price}} for 2 pcs',
    shipping: 'Shipping sale: the price above is before shipping; choose your destination to see the cost.',
  },
  form: {
    parameters: 'Board parameters',
    stencilParameters: 'Stencil parameters',
    extras: 'Optional extras',
    confirmSize: 'I confirm the board size is 100 × 100 mm',
    detected: 'Detected from your Gerber',
    fixed: 'Fixed for this service',
    notApplicable: 'Not applicable',
    disabled: {
      innerCopper: 'Only boards with 4 or more layers have inner copper.',
      blindVias: 'Only on FR-4 or flexible boards with 4 or more layers.',
      panel: 'Only with a panel.',
    },
    refused: 'The factory cannot take this value: please change it.',
    unavailable: '{{choice}}: {{reason}}',
    yes: 'Yes',
    no: 'No',
  },
  price: {
    title: 'Price',
    estimate: 'Estimate',
    confirmed: 'Price',
    updating: 'Updating the price…',
    total: 'Total',
    buildTime: 'Build time',
    buildDays_one: '{{count}} working day',
    buildDays_other: '{{count}} working days',
    weight: 'Weight: {{grams}} g',
    manualQuoteShort: 'Manual quote',
    fixShort: 'Correct the options in red',
    barLabel: 'Price and add to cart',
    fixProblems: 'Please correct the options marked in red to see the price.',
    manualQuote: 'Manual quote — answered within 24 hours',
    manualQuoteNote: 'Add it to the cart; our engineers send the price within 24 hours.',
    special: { per_file: 'Special price applied: {{price}} per design for the first 5 designs.', three_piece: 'Special price applied: 3 pieces for {{price}}.' },
  },
  shippingBox: {
    title: 'Shipping estimate',
    country: 'Destination country',
    carrier: 'Carrier',
    days: '{{min}}–{{max}} working days',
    carriers: { dhl: 'DHL', fedex: 'FedEx', ups: 'UPS', sz_post: 'SZ Post', ocs: 'OCS (Japan)' },
  },
  cart: {
    add: 'Add to cart',
    adding: 'Adding…',
    fixFirst: 'Please correct the options marked in red before adding to the cart.',
    addedTitle: 'Added to cart',
    added: 'Your board is in the cart.',
    addedQuote: 'Your board is in the cart, waiting for quotation. We answer within 24 hours.',
    viewCart: 'View cart',
    continue: 'Continue',
    failedTitle: 'Added failed',
    failed: 'The item could not be added to the cart.',
  },
  login: {
    title: 'Please sign in',
    upload: 'Sign in to upload your design files for an exact quote.',
    cart: 'Sign in to add this item to your cart.',
    reorder: 'Sign in to re-order by your order number.',
    kept: 'Your settings on this page are kept.',
    signIn: 'Sign in',
    register: 'Create an account',
    cancel: 'Cancel',
  },
  uploadBox: {
    title: 'Gerber files',
    stencilTitle: 'Paste layers',
    drop: 'Drag and drop your ZIP or RAR file here, or',
    browse: 'Browse files',
    hint: 'ZIP or RAR, up to 20 MB.',
    uploading: 'Uploading… {{percent}} %',
    analysing: 'Analysing…',
    uploaded: 'Uploaded: {{name}}',
    replace: 'Upload another file',
    unanalysed: 'The analysis did not finish in time. Please fill in the parameters manually.',
    stencilSource: 'Paste layers from',
    sourceGerber: 'My Gerber archive',
    sourceStencil: 'A separate paste-layer file',
  },
  preview: {
    title: 'Board preview',
    top: 'Top',
    bottom: 'Bottom',
    alt: '{{side}} side of the board',
    none: 'No preview could be drawn for this file.',
  },
  layers: {
    title: 'Detected layers',
    copper: 'Copper layers: {{count}}',
    size: 'Board size: {{width}} × {{height}} mm',
    map: 'Layer type for {{name}}',
    choose: 'Choose a layer type',
    saved: 'Layer types saved.',
    types: {
      top_copper: 'Top copper', bottom_copper: 'Bottom copper', inner_copper: 'Inner copper',
      top_soldermask: 'Top solder mask', bottom_soldermask: 'Bottom solder mask',
      top_silkscreen: 'Top silkscreen', bottom_silkscreen: 'Bottom silkscreen',
      top_solderpaste: 'Top paste', bottom_solderpaste: 'Bottom paste',
      drill: 'Drill', outline: 'Outline', drawing: 'Drawing', other: 'Other', unknown: 'Unknown',
    },
  },
};

// The custom product application's cost and schedule estimator (spec services §2 "ODM/custom product application
// with a cost and schedule estimator"; §9 "Customization sample fee $100 USD"). It prices the customization only —
// the sample, the engineering hours, the logo, the firmware, the packaging and the service fee — because the product
// itself (the SKU) is priced by staff in the quote, which is the binding price. The same function runs in the form
// (instant figures) and on the server (stored with the application, so staff see what the customer saw).
// Amounts are bigint US cents; line keys are the spec's cart cost lines (QUOTE_LINE_KEYS in contracts/cart.ts).

export const ODM_LOGO_METHODS = ['none', 'silkscreen', 'laser', 'sticker'] as const;
export type OdmLogoMethod = (typeof ODM_LOGO_METHODS)[number];
export const ODM_PACKAGING = ['standard', 'custom_box'] as const;
export type OdmPackaging = (typeof ODM_PACKAGING)[number];

/** Spec services §9: the customization sample fee. */
export const ODM_SAMPLE_FEE_CENTS = 10_000n;
/** Engineering labour per estimated hour (firmware adaptation, fixtures, test procedure). */
export const ODM_LABOUR_CENTS_PER_HOUR = 3_000n;

/** Per logo method: the one-off setup (screen, laser program, sticker artwork) and the per-piece cost. */
const LOGO_COSTS: Record<OdmLogoMethod, { setup: bigint; unit: bigint; days: number }> = {
  none: { setup: 0n, unit: 0n, days: 0 },
  silkscreen: { setup: 5_000n, unit: 10n, days: 2 },
  laser: { setup: 3_000n, unit: 30n, days: 2 },
  sticker: { setup: 2_000n, unit: 15n, days: 1 },
};
/** Flashing the customer's firmware: the programming fixture once, then per piece. */
const FIRMWARE_SETUP_CENTS = 5_000n;
const FIRMWARE_UNIT_CENTS = 20n;
const FIRMWARE_DAYS = 3;
/** A printed box of the customer's design: the die and the proof once, then per piece. */
const PACKAGING_COSTS: Record<OdmPackaging, { setup: bigint; unit: bigint; days: number }> = {
  standard: { setup: 0n, unit: 0n, days: 0 },
  custom_box: { setup: 20_000n, unit: 80n, days: 5 },
};
/** Project management: 5 % of the customization, at least $20. */
const SERVICE_FEE_PERCENT = 5n;
const SERVICE_FEE_MIN_CENTS = 2_000n;

/** The sample is built and shipped for approval first; mass production starts after the customer confirms it. */
const SAMPLE_BASE_DAYS = 7;
const PRODUCTION_BASE_DAYS = 10;
/** Two more working days per 500 pieces (line capacity for assembly, flashing and packing). */
const PRODUCTION_BATCH = 500;
const PRODUCTION_DAYS_PER_BATCH = 2;

export interface OdmEstimateInput {
  quantity: number;
  labour_hours: number;
  logo: OdmLogoMethod;
  firmware: boolean;
  packaging: OdmPackaging;
}

export interface OdmEstimate {
  lines: { key: 'setup' | 'labor' | 'sample' | 'print' | 'production' | 'package' | 'service_fee'; amount: bigint }[];
  total: bigint;
  /** Working days until the sample ships, then from the sample's approval to the finished batch. */
  sampleDays: number;
  productionDays: number;
}

export const estimateOdm = (input: OdmEstimateInput): OdmEstimate => {
  const qty = BigInt(Math.max(1, Math.floor(input.quantity)));
  const logo = LOGO_COSTS[input.logo];
  const pack = PACKAGING_COSTS[input.packaging];
  // labour hours may be fractional (0.5 h): priced per started quarter hour
  const quarters = BigInt(Math.ceil(Math.max(0, input.labour_hours) * 4));
  const setup = logo.setup + pack.setup + (input.firmware ? FIRMWARE_SETUP_CENTS : 0n);
  const labor = (quarters * ODM_LABOUR_CENTS_PER_HOUR) / 4n;
  const print = logo.unit * qty;
  const production = input.firmware ? FIRMWARE_UNIT_CENTS * qty : 0n;
  const pkg = pack.unit * qty;
  const customization = setup + labor + ODM_SAMPLE_FEE_CENTS + print + production + pkg;
  const percent = (customization * SERVICE_FEE_PERCENT + 99n) / 100n;
  const serviceFee = percent > SERVICE_FEE_MIN_CENTS ? percent : SERVICE_FEE_MIN_CENTS;
  const all: OdmEstimate['lines'] = [
    { key: 'sample', amount: ODM_SAMPLE_FEE_CENTS },
    { key: 'setup', amount: setup },
    { key: 'labor', amount: labor },
    { key: 'print', amount: print },
    { key: 'production', amount: production },
    { key: 'package', amount: pkg },
    { key: 'service_fee', amount: serviceFee },
  ];
  const lines = all.filter((l) => l.amount > 0n);
  const sampleDays = SAMPLE_BASE_DAYS + logo.days + pack.days + (input.firmware ? FIRMWARE_DAYS : 0);
  const productionDays = PRODUCTION_BASE_DAYS + Math.ceil(Number(qty) / PRODUCTION_BATCH) * PRODUCTION_DAYS_PER_BATCH;
  return { lines, total: lines.reduce((s, l) => s + l.amount, 0n), sampleDays, productionDays };
};

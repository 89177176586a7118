// Shipping rate tables (data, seeded like the price tables): weight bands per carrier and destination zone,
// from the factory in Shenzhen. Money is bigint US cents, weights are grams, days are working days.

export const CARRIERS = ['dhl', 'fedex', 'ups', 'sz_post', 'ocs'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const ZONES = ['asia', 'north_america', 'europe', 'oceania', 'rest'] as const;
type Zone = (typeof ZONES)[number];

interface WeightBand {
  uptoGrams: number;
  cents: bigint;
}

interface CarrierZoneRate {
  /** Ascending; a parcel costs the first band it fits in. */
  bands: WeightBand[];
  /** Beyond the last band: this much per started kilogram. */
  perExtraKgCents: bigint;
  days: { min: number; max: number };
}

interface CarrierRates {
  /** The courier's limit per parcel. */
  maxGrams: number;
  /** ISO codes the carrier serves; null = every zone in `zones`. */
  onlyCountries: string[] | null;
  zones: Partial<Record<Zone, CarrierZoneRate>>;
}

export interface ShippingTables {
  version: string;
  /** ISO 3166 alpha-2 code → zone; codes not listed ship at the 'rest' rate. */
  countryZones: Record<string, Zone>;
  /** Codes nobody ships to (sanctions, no service). */
  blockedCountries: string[];
  /** The site's own country ids (spec platform §3: Japan 107, China 44) → ISO code. */
  siteCountryIds: Record<number, string>;
  carriers: Record<Carrier, CarrierRates>;
}

const rate = (b500: bigint, b1000: bigint, b2000: bigint, b5000: bigint | null, extra: bigint, min: number, max: number): CarrierZoneRate => ({
  bands: [
    { uptoGrams: 500, cents: b500 },
    { uptoGrams: 1000, cents: b1000 },
    { uptoGrams: 2000, cents: b2000 },
    ...(b5000 === null ? [] : [{ uptoGrams: 5000, cents: b5000 }]),
  ],
  perExtraKgCents: extra,
  days: { min, max },
});

/** The express couriers differ a little from DHL's rates (in percent) and share its zones and days. */
const scaled = (base: Record<Zone, CarrierZoneRate>, percent: bigint): Record<Zone, CarrierZoneRate> => {
  const f = (c: bigint) => (c * percent + 50n) / 100n;
  const out = {} as Record<Zone, CarrierZoneRate>;
  for (const zone of Object.keys(base) as Zone[]) {
    const r = base[zone];
    out[zone] = { bands: r.bands.map((b) => ({ uptoGrams: b.uptoGrams, cents: f(b.cents) })), perExtraKgCents: f(r.perExtraKgCents), days: { ...r.days } };
  }
  return out;
};

const dhl: Record<Zone, CarrierZoneRate> = {
  asia: rate(2200n, 2800n, 3800n, 6500n, 900n, 3, 5),
  north_america: rate(3200n, 4000n, 5500n, 9500n, 1500n, 3, 6),
  europe: rate(3000n, 3800n, 5200n, 9000n, 1400n, 3, 6),
  oceania: rate(2900n, 3600n, 5000n, 8800n, 1400n, 4, 7),
  rest: rate(4200n, 5200n, 7200n, 12500n, 2000n, 5, 9),
};

const zoneList = (zone: Zone, codes: string): Record<string, Zone> =>
  Object.fromEntries(codes.split(' ').map((c) => [c, zone]));

export const defaultShippingTables: ShippingTables = {
  version: '2026-11-1',
  countryZones: {
    ...zoneList('asia', 'CN HK MO TW JP KR SG MY TH VN PH ID IN BD PK LK NP KH LA MM MN BN AE SA QA KW BH OM IL TR JO'),
    ...zoneList('north_america', 'US CA MX PR'),
    ...zoneList('europe', 'GB IE FR DE NL BE LU AT CH IT ES PT DK SE NO FI IS PL CZ SK HU SI HR RO BG GR CY MT EE LV LT UA RS BA ME MK AL MD'),
    ...zoneList('oceania', 'AU NZ FJ PG NC PF'),
  },
  blockedCountries: ['KP', 'IR', 'SY', 'CU'],
  siteCountryIds: { 107: 'JP', 44: 'CN' },
  carriers: {
    dhl: { maxGrams: 70_000, onlyCountries: null, zones: dhl },
    fedex: { maxGrams: 68_000, onlyCountries: null, zones: scaled(dhl, 96n) },
    ups: { maxGrams: 70_000, onlyCountries: null, zones: scaled(dhl, 103n) },
    // China Post small packets: cheap and slow, 2 kg per parcel.
    sz_post: {
      maxGrams: 2_000,
      onlyCountries: null,
      zones: {
        asia: rate(600n, 900n, 1500n, null, 0n, 7, 15),
        north_america: rate(900n, 1400n, 2400n, null, 0n, 10, 20),
        europe: rate(850n, 1300n, 2200n, null, 0n, 10, 20),
        oceania: rate(850n, 1300n, 2200n, null, 0n, 10, 20),
        rest: rate(1100n, 1700n, 2900n, null, 0n, 15, 30),
      },
    },
    // OCS serves the Japanese edition only (country Japan 107).
    ocs: { maxGrams: 30_000, onlyCountries: ['JP'], zones: { asia: rate(1500n, 1900n, 2600n, 4500n, 700n, 3, 5) } },
  },
};

// Drop-shipping carrier tables (issue 15; spec services: carriers SZ Post and DHL). The shipping cost of one row of the
// address list: the carrier's first-unit price for the destination zone, plus a price per further unit of the same
// item in the package. USD cents. The numbers are the shop's own list prices (docs/drop-shipping.md), like the other
// tables in this folder; they do not come from the spec.
import { EU_COUNTRIES } from '../rules/tax';
import type { DropShipCarrier } from '../rules/drop-ship';

export const DROP_SHIP_ZONES = ['asia', 'north_america', 'europe', 'rest'] as const;
export type DropShipZone = (typeof DROP_SHIP_ZONES)[number];

const ASIA = new Set(['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'IN']);
const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);
const EUROPE = new Set([...EU_COUNTRIES, 'GB', 'CH', 'NO', 'IS', 'LI']);

export const dropShipZone = (country: string): DropShipZone =>
  ASIA.has(country) ? 'asia' : NORTH_AMERICA.has(country) ? 'north_america' : EUROPE.has(country) ? 'europe' : 'rest';

interface CarrierRate {
  /** The package with one unit, per zone. */
  firstCents: Record<DropShipZone, number>;
  /** Each further unit in the same package. */
  perUnitCents: number;
}

export const DROP_SHIP_RATES: Record<DropShipCarrier, CarrierRate> = {
  // registered airmail: cheap, 7–20 days
  'SZ Post': { firstCents: { asia: 450, north_america: 900, europe: 850, rest: 1200 }, perUnitCents: 150 },
  // express courier: 3–7 days
  DHL: { firstCents: { asia: 1800, north_america: 2600, europe: 2400, rest: 3200 }, perUnitCents: 400 },
};

/** The shipping cost of one row (one package of `quantity` units). */
export const dropShipCostCents = (carrier: DropShipCarrier, country: string, quantity: number): number => {
  const rate = DROP_SHIP_RATES[carrier];
  return rate.firstCents[dropShipZone(country)] + rate.perUnitCents * Math.max(0, quantity - 1);
};

// The cable price table as staff edit it at /staff/prices (issue 12): the check a stored or edited table passes
// before the engine (./cable.ts) prices from it. Every connector family, cable type and wire gauge the configurator
// offers (src/shared/rules/cable.ts) must have its price, so no configuration the page accepts meets a hole.
import { z } from 'zod';
import { NO_NUL } from '../contracts/fields';
import { CABLE_GAUGES, CABLE_TYPES, CONNECTOR_KEYS } from '../rules/cable';
import type { CableTables } from './cable';
import { parseTableText, tableToEditText, type TableParse } from './table-issues';

/** Exact amounts: a bigint (the stored form) or a whole JSON number (the edit form), far inside doubles' exact range. */
const cents = z.union([z.bigint(), z.int()]).transform((v) => BigInt(v)).pipe(z.bigint().min(0n).max(100_000_000n));
const percent = z.number().int().min(0).max(1000);
const word = z.string().trim().min(1).max(64).regex(NO_NUL);
const everyKey = <V extends z.ZodType>(keys: readonly (string | number)[], value: V) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [String(k), value])) as Record<string, V>);

const cableTablesSchema = z.strictObject({
  version: word,
  setupCents: cents,
  connector: everyKey(CONNECTOR_KEYS, z.strictObject({ housingCents: cents, contactCents: cents })),
  wirePerMetreCents: everyKey(CABLE_GAUGES, cents),
  typePercent: everyKey(CABLE_TYPES, percent.min(1)),
  terminationCents: cents,
  labelCents: cents,
  heatShrinkEndsCents: cents,
  heatShrinkFullPerMetreCents: cents,
  tightToleranceCents: cents,
  volumeDiscounts: z.array(z.strictObject({ minQuantity: z.number().int().min(1).max(1_000_000), percent: z.number().int().min(0).max(100) })).max(20),
  minimumCents: cents,
  buildDays: z.strictObject({ base: z.number().int().min(0).max(120), perThousandPieces: z.number().int().min(0).max(120) }),
  maxInstantQuantity: z.number().int().min(1).max(1_000_000),
  gramsPerMetre: everyKey(CABLE_GAUGES, z.number().min(0).max(10_000)),
  connectorGrams: z.number().min(0).max(10_000),
});

export const cableTablesToEditText = (t: CableTables): string => tableToEditText(t);

/** A cable table the engine can trust (stored tablesToJson text or the staff's edit text), or what is wrong with it. */
export const parseCableTables = (json: string): TableParse<CableTables> => parseTableText(json, cableTablesSchema) as TableParse<CableTables>;

// The ODM light price table as staff edit it at /staff/prices (issue 13): the check a stored or edited table passes
// before the engine (./odm-light.ts) prices from it. Every choice the configurator offers (rules/odm-light.ts) must
// have its price and weight, so no configuration the page accepts meets a hole. Amounts are whole cents.
import { z } from 'zod';
import { NO_NUL } from '../contracts/fields';
import { ODM_BASES, ODM_ENCLOSURES, ODM_FIRMWARE, ODM_LOGOS, ODM_PACKAGING } from '../rules/odm-light';
import type { OdmLightTables } from './odm-light';
import { parseTableText, tableToEditText, type TableParse } from './table-issues';

const cents = z.union([z.bigint(), z.int()]).transform((v) => BigInt(v)).pipe(z.bigint().min(0n).max(100_000_000n));
const grams = z.number().min(0).max(100_000);
const days = z.number().int().min(0).max(365);
const everyKey = <V extends z.ZodType>(keys: readonly string[], value: V) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<string, V>);

const odmLightTablesSchema = z.strictObject({
  version: z.string().trim().min(1).max(64).regex(NO_NUL),
  baseCents: everyKey(ODM_BASES, cents),
  enclosureCents: everyKey(ODM_ENCLOSURES, cents),
  colourCents: cents,
  logoCents: everyKey(ODM_LOGOS, cents),
  logoSetupCents: everyKey(ODM_LOGOS, cents),
  firmwareCents: everyKey(ODM_FIRMWARE, cents),
  firmwareSetupCents: everyKey(ODM_FIRMWARE, cents),
  packagingCents: everyKey(ODM_PACKAGING, cents),
  laborCents: cents,
  sampleCents: cents,
  volumeDiscounts: z.array(z.strictObject({ minQuantity: z.number().int().min(1).max(1_000_000), percent: z.number().int().min(0).max(100) })).max(20),
  buildDays: z.strictObject({ sample: days, production: days, perThousandPieces: days }),
  grams: z.strictObject({ base: grams, enclosure: everyKey(ODM_ENCLOSURES, grams), packaging: everyKey(ODM_PACKAGING, grams) }),
});

export const odmLightTablesToEditText = (t: OdmLightTables): string => tableToEditText(t);

/** An ODM light table the engine can trust (stored tablesToJson text or the staff's edit text), or what is wrong with it. */
export const parseOdmLightTables = (json: string): TableParse<OdmLightTables> => parseTableText(json, odmLightTablesSchema) as TableParse<OdmLightTables>;

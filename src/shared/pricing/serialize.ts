// Price tables hold bigint cents, which JSON cannot carry. The server stores tables as JSON (jsonb) and the
// browser receives them over the API, so both sides use these two functions: a bigint is written as
// { "$bigint": "490" } and read back exactly.

const TAG = '$bigint';

export const tablesToJson = (tables: unknown): string =>
  JSON.stringify(tables, (_key, value: unknown) => (typeof value === 'bigint' ? { [TAG]: value.toString() } : value));

export const tablesFromJson = <T>(json: string): T =>
  JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const tagged = (value as Record<string, unknown>)[TAG];
      if (keys.length === 1 && typeof tagged === 'string' && /^-?\d+$/.test(tagged)) return BigInt(tagged);
    }
    return value;
  }) as T;

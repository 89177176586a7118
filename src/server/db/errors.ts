// Recognising database errors by SQLSTATE, through Drizzle's wrapping (the driver error is its `cause`).

const codeOf = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/** unique_violation (23505). */
export const isUniqueViolation = (err: unknown): boolean => codeOf(err) === '23505';

// One CSV cell for the files staff and customers download: quoted when needed, and spreadsheet formulas defused
// (CSV injection: a cell "=cmd()" must not run when the file is opened), negative numbers left as they are.
export const csvCell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) && !/^-?\d/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

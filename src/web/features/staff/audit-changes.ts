// What an audit row changed, in one short line for the record's history: the fields whose value differs between the
// row's before and after (e.g. an exchange rate "rate: 150.000000 → 152.300000"). The full values stay in the row;
// the history shows enough to tell the changes apart without opening each one.
const MAX_FIELDS = 4;
const MAX_VALUE = 40;
/** Bookkeeping fields every save changes: listing them would hide what the colleague changed. */
const IGNORED = new Set(['updated_at', 'updatedAt', 'stale']);

const show = (v: unknown): string => {
  // a nested record (an order's hold, a banner's schedule) would be a wall of JSON: its presence is what tells
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? `[${v.length}]` : '{…}';
  const s = v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "rate: 150 → 152.3, active: true → false"; '' for a creation (no before) or when nothing shown differs. */
export const auditChanges = (before: unknown, after: unknown): string => {
  if (before === null || before === undefined) return '';
  if (!isRecord(before) || !isRecord(after)) return JSON.stringify(before) === JSON.stringify(after) ? '' : `${show(before)} → ${show(after)}`;
  // Fields on both sides: an after that adds derived fields (a rate's currency) or marks a deletion adds no noise.
  const keys = Object.keys(before).filter((k) => k in after && !IGNORED.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const shown = keys.slice(0, MAX_FIELDS).map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
  return keys.length > MAX_FIELDS ? `${shown.join(', ')}, …` : shown.join(', ');
};

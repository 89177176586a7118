// Money, dates and service-promise clocks for the console. Money goes through the shop's formatter, in USD (what
// the server computes in); dates in the edition's language.
import { formatPrice } from '../../../shared/currency';
import i18n from '../../i18n/index';

export const usd = (cents: string | null | undefined): string => (cents == null || !/^-?\d+$/.test(cents) ? '—' : formatPrice(BigInt(cents), 'USD'));

/** A staff-typed dollar amount (at most two decimals, checked by the form) as whole cents, the API's money. */
export const toCents = (dollars: number | string): string => String(Math.round(Number(dollars) * 100));

/** The running total of a quote form's lines, in cents (blank or non-numeric lines count 0). */
export const linesTotalCents = (lines: readonly { dollars: number | string }[]): number =>
  lines.reduce((s, l) => s + (Number(l.dollars) ? Math.round(Number(l.dollars) * 100) : 0), 0);

export const dateTime = (iso: string | null | undefined): string =>
  iso ? new Intl.DateTimeFormat(i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

const HOUR = 3_600_000;
/** "5 h" / "2 d 3 h" / "40 min": short, for badges. */
export const span = (ms: number): string => {
  const m = Math.round(Math.abs(ms) / 60_000);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h` : `${Math.floor(h / 24)} d ${h % 24} h`;
};

/** Unpaid wire orders are held for 30 days. The service promises of the queues are in src/shared/service-promise.ts. */
export const WIRE_HOLD_MS = 30 * 24 * HOUR;

export type DueState = { overdue: boolean; ms: number; color: 'red' | 'orange' | 'green' };
/** Time left before `startIso + promiseMs` (orange in the last quarter, red when late). */
export const dueState = (startIso: string, promiseMs: number, now = Date.now()): DueState => {
  const left = new Date(startIso).getTime() + promiseMs - now;
  return { overdue: left < 0, ms: left, color: left < 0 ? 'red' : left < promiseMs / 4 ? 'orange' : 'green' };
};

// Service promises of the staff queues (issue 9): how long a customer waits at most, and when a queued item is due.
// One table, so every later queue (CNC quotes, BOM checks, ...) takes its promise from here instead of its own
// constant. Zod-free and clock-free: callers pass the start and read the due time.
//
// Working time is the factory's: Shenzhen, time zone Asia/Shanghai. China has had no daylight-saving time since
// 1991, so the zone is a fixed UTC+8 and the arithmetic below needs no time-zone database. Working hours are
// 09:00–18:00 Monday to Friday; public holidays (Spring Festival, National Day) are not modelled yet — a queue
// shows those days as working days, which errs on the side of calling an item late.

export const FACTORY_TIME_ZONE = 'Asia/Shanghai';
const FACTORY_UTC_OFFSET_MS = 8 * 3_600_000;
export const WORK_DAY_START_HOUR = 9;
export const WORK_DAY_END_HOUR = 18;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ServicePromise =
  /** Plain elapsed time, nights and weekends included (the customer was told "within 24 hours"). */
  | { kind: 'elapsed'; hours: number }
  /** Counted only within the factory's working hours. */
  | { kind: 'working'; hours: number }
  /** Whole business days: due at the same working moment that many business days later. */
  | { kind: 'business_days'; days: number };

export const SERVICE_PROMISES = {
  /** Premium PCB quotations: answered within 24 hours. */
  premiumQuote: { kind: 'elapsed', hours: 24 },
  /** CNC quotations: about 2 working hours. */
  cncQuote: { kind: 'working', hours: 2 },
  /** BOM checks: within 1 business day. */
  bomCheck: { kind: 'business_days', days: 1 },
} as const satisfies Record<string, ServicePromise>;
export type ServicePromiseKey = keyof typeof SERVICE_PROMISES;

const WORK_DAY_MS = (WORK_DAY_END_HOUR - WORK_DAY_START_HOUR) * HOUR;

/** Factory wall-clock time as a Date whose UTC fields read as Shanghai local time (and back). */
const toLocal = (d: Date): number => d.getTime() + FACTORY_UTC_OFFSET_MS;
const fromLocal = (ms: number): Date => new Date(ms - FACTORY_UTC_OFFSET_MS);

const isWorkDay = (localMs: number): boolean => {
  const day = new Date(localMs).getUTCDay();
  return day !== 0 && day !== 6;
};
const dayStart = (localMs: number): number => Math.floor(localMs / DAY) * DAY;

/** The next moment (local) at or after `localMs` that is inside working hours. */
const nextWorkingMoment = (localMs: number): number => {
  let t = localMs;
  for (;;) {
    const start = dayStart(t) + WORK_DAY_START_HOUR * HOUR;
    const end = dayStart(t) + WORK_DAY_END_HOUR * HOUR;
    if (isWorkDay(t) && t < end) return Math.max(t, start);
    t = dayStart(t) + DAY; // midnight of the next day
  }
};

/** `since` plus `ms` of working time (a start outside working hours counts from the next opening). */
export const addWorkingTime = (since: Date, ms: number): Date => {
  let t = nextWorkingMoment(toLocal(since));
  let left = ms;
  for (;;) {
    const end = dayStart(t) + WORK_DAY_END_HOUR * HOUR;
    if (left <= end - t) return fromLocal(t + left);
    left -= end - t;
    t = nextWorkingMoment(end);
  }
};

/** When an item that entered the queue at `since` is due under `promise`. */
export const dueAt = (promise: ServicePromiseKey, since: Date): Date => {
  const p: ServicePromise = SERVICE_PROMISES[promise];
  if (p.kind === 'elapsed') return new Date(since.getTime() + p.hours * HOUR);
  if (p.kind === 'working') return addWorkingTime(since, p.hours * HOUR);
  return addWorkingTime(since, p.days * WORK_DAY_MS);
};

/** Whole promise length in ms of wall-clock time for this start (for "close to due" colouring). */
export const promiseSpanMs = (promise: ServicePromiseKey, since: Date): number => dueAt(promise, since).getTime() - since.getTime();

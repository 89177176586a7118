// The factory's working hours (src/shared/service-promise.ts: 09:00–18:00 Asia/Shanghai, UTC+8) shown with the
// customer's own clock, for the CNC page's "quote in about 2 hours" promise.
import { WORK_DAY_END_HOUR, WORK_DAY_START_HOUR } from '../../../shared/service-promise';

const FACTORY_OFFSET_HOURS = 8;

const at = (hour: number, lang: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hour12: false, ...(timeZone ? { timeZone } : {}) })
    .format(new Date(Date.UTC(2026, 0, 5, hour - FACTORY_OFFSET_HOURS)));

export const workingHours = (lang: string, timeZone?: string) => ({
  start: at(WORK_DAY_START_HOUR, lang, 'Asia/Shanghai'),
  end: at(WORK_DAY_END_HOUR, lang, 'Asia/Shanghai'),
  localStart: at(WORK_DAY_START_HOUR, lang, timeZone),
  localEnd: at(WORK_DAY_END_HOUR, lang, timeZone),
});

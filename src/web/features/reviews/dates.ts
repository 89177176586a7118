// A review's or a link's date as each edition writes it: 2026年1月15日 / 15 Jan 2026.
export const shortDate = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

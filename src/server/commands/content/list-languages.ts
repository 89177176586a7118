// GET /lang/list: the two editions' languages (spec platform §3 enumerations: language en, jp).
import type { Lang } from '../../../shared/ids';

const LANGUAGES: { code: Lang; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'jp', name: '日本語' },
];

export const listLanguages = (): { code: Lang; name: string }[] => LANGUAGES.map((l) => ({ ...l }));

// Stable numeric country ids for the wire (the spec's country ids: Japan 107, China 44, platform §3).
// Generated once from the data package's ISO alpha-2 list, sorted, with China pinned at 44 and Japan at 107;
// id = position + 1. APPEND ONLY: a country the package adds later gets the next id at the end, so stored and
// bookmarked ids never move. country-ids.test.ts fails when the package has a country this list lacks.
const ORDER = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CN CI CK CL CM CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO JP IQ IR IS IT JE JM JO KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const idByIso = new Map(ORDER.map((iso, i) => [iso, i + 1]));

export const countryIdOf = (iso2: string): number | undefined => idByIso.get(iso2.toUpperCase());
export const isoOfCountryId = (id: number): string | undefined => ORDER[id - 1];
export const allCountryIsoCodes = (): readonly string[] => ORDER;

// GET /v1/user/address/country and /region: served from the data packages (no database copy), with the rule
// flags the form needs. Lists are computed once per language.
import type { Country, Region } from '../../../shared/contracts/address';
import type { Lang } from '../../../shared/ids';
import {
  courierRemarkRequired, hasPostcodeSystem, regionRequired, taxNumberRequired,
} from '../../../shared/rules/address';
import { notFound } from '../../http/errors';
import { allCountryIsoCodes, countryIdOf, isoOfCountryId } from './country-ids';
import { countryExists, countryName, regionsOf } from './geo-data';

const cache = new Map<Lang, Country[]>();

export const listCountries = (lang: Lang): Country[] => {
  let list = cache.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang === 'jp' ? 'ja' : 'en');
    list = allCountryIsoCodes()
      .filter(countryExists)
      .map((iso2) => ({
        id: countryIdOf(iso2) ?? 0,
        iso2,
        name: countryName(iso2, lang),
        postcode_required: hasPostcodeSystem(iso2),
        tax_number_required: taxNumberRequired(iso2),
        courier_remark_required: courierRemarkRequired(iso2),
        region_required: regionRequired(iso2),
        has_regions: regionsOf(iso2).length > 0,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(lang, list);
  }
  return list;
};

export const listRegions = (countryId: number, lang: Lang = 'en'): Region[] => {
  const iso2 = isoOfCountryId(countryId);
  if (!iso2 || !countryExists(iso2)) throw notFound('Unknown country.');
  return regionsOf(iso2, lang);
};

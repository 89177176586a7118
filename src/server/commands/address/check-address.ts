// Applies the shared address rules with the country data the server holds, and turns the request into row values.
// Throws a 422 with field -> message key for anything the customer must fix; Latin-script hints come back as warnings.
import type { AddressBody } from '../../../shared/contracts/address';
import { addressIssues, addressWarnings, normalizePostcode } from '../../../shared/rules/address';
import { invalid } from '../../http/errors';
import type { AddressRow } from './present-address';
import { isoOfCountryId } from './country-ids';
import { countryExists, matchRegion, regionsOf } from './geo-data';

export type AddressValues = Omit<AddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

export const checkAddress = (body: AddressBody): { values: AddressValues; warnings: Record<string, string> } => {
  const iso2 = isoOfCountryId(body.country_id);
  if (!iso2 || !countryExists(iso2)) throw invalid({ country_id: 'validation.countryUnknown' });
  const issues = addressIssues(body, { iso2 });
  // A region from the package's list is stored under the package's name; free text only where there is no list.
  let province = body.province;
  if (!issues.province && province && regionsOf(iso2).length > 0) {
    const match = matchRegion(iso2, province);
    if (match) province = match;
    else issues.province = 'validation.regionUnknown';
  }
  if (Object.keys(issues).length > 0) throw invalid(issues);
  return {
    values: {
      firstName: body.first_name,
      lastName: body.last_name,
      company: body.company,
      streetAddress: body.street_address,
      countryIso2: iso2,
      province,
      city: body.city,
      postcode: normalizePostcode(body.postcode, iso2),
      phone: body.phone,
      taxNumber: body.tax_number,
      taxNumberType: body.tax_number ? body.tax_number_type : null,
      buyerType: body.buyer_type,
      cnCourierRemark: body.cn_courier_remark,
    },
    warnings: addressWarnings(body),
  };
};

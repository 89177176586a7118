// /v1/user/address/*: the address book (spec platform §7). Another account's address id is a 404.
import { apiQuery } from '../api';
import {
  addressBodySchema, addressDeletedSchema, addressIdQueryShape, addressListSchema, addressSavedSchema, countryListSchema,
  regionListSchema, regionQueryShape,
} from '../contracts/address';
import { area, route } from './route';

export const addressRoutes = area(['address'], {
  'GET /v1/user/address/index': route({ auth: 'user', response: addressListSchema }),
  'GET /v1/user/address/country': route({ auth: 'user', response: countryListSchema }),
  'GET /v1/user/address/region': route({ auth: 'user', query: apiQuery(regionQueryShape), response: regionListSchema }),
  'POST /v1/user/address/create': route({ auth: 'user', body: addressBodySchema, response: addressSavedSchema }),
  'PUT /v1/user/address/update': route({ auth: 'user', query: apiQuery(addressIdQueryShape), body: addressBodySchema, response: addressSavedSchema }),
  'DELETE /v1/user/address/delete': route({ auth: 'user', query: apiQuery(addressIdQueryShape), response: addressDeletedSchema }),
});

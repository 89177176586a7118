// ODM inquiries and custom product applications (issue 13): the customer's files, requests and acceptance of a
// quote into the cart; the sales console's queue, answer and files (staff actions quotes.view / quotes.answer).
import {
  odmAcceptBodySchema, odmAcceptSchema, odmDeclineQuoteBodySchema, odmFileFieldsSchema, odmFileSchema, odmRequestBodySchema, odmRequestListSchema, odmRequestQuerySchema,
  odmRequestSchema, staffOdmDeclineBodySchema, staffOdmFileQuerySchema, staffOdmListQuerySchema, staffOdmListSchema, staffOdmQuerySchema,
  staffOdmQuoteBodySchema, staffOdmRequestSchema,
} from '../contracts/odm';
import { area, route } from './route';

export const odmRoutes = area(['odm'], {
  /** Multipart: `purpose` (logo | firmware | document) and one file of at most 20 MB, checked by content. */
  'POST /v1/odm/files': route({ auth: 'user', multipart: odmFileFieldsSchema, response: odmFileSchema }),
  'POST /v1/odm/requests': route({ auth: 'user', body: odmRequestBodySchema, response: odmRequestSchema }),
  'GET /v1/odm/requests': route({ auth: 'user', response: odmRequestListSchema }),
  'GET /v1/odm/requests/detail': route({ auth: 'user', query: odmRequestQuerySchema, response: odmRequestSchema }),
  'POST /v1/odm/requests/accept': route({ auth: 'user', body: odmAcceptBodySchema, response: odmAcceptSchema }),
  /** The customer declines our quote with a reason: closed, it can no longer be accepted; sales are told. */
  'POST /v1/odm/requests/decline': route({ auth: 'user', body: odmDeclineQuoteBodySchema, response: odmRequestSchema }),
});

export const staffOdmRoutes = area(['staff', 'odm'], {
  'GET /v1/staff/odm': route({ auth: 'staff:quotes.view', query: staffOdmListQuerySchema, response: staffOdmListSchema }),
  'GET /v1/staff/odm/detail': route({ auth: 'staff:quotes.view', query: staffOdmQuerySchema, response: staffOdmRequestSchema }),
  /** A file sent with a request, always as a download. */
  'GET /v1/staff/odm/file': route({ auth: 'staff:quotes.view', query: staffOdmFileQuerySchema }),
  'POST /v1/staff/odm/quote': route({ auth: 'staff:quotes.answer', body: staffOdmQuoteBodySchema, response: staffOdmRequestSchema }),
  'POST /v1/staff/odm/decline': route({ auth: 'staff:quotes.answer', body: staffOdmDeclineBodySchema, response: staffOdmRequestSchema }),
});

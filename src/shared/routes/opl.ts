// Open Parts Library (spec services §3 "Component library (OPL) entry"; issue 10): search with facets, part
// detail, library download. Public: the catalogue is browsed before signing in.
import { apiQuery } from '../api';
import {
  oplDownloadQueryShape, oplPartDetailSchema, oplPartQueryShape, oplSearchQueryShape, oplSearchResultSchema,
} from '../contracts/opl';
import { area, route } from './route';

export const oplRoutes = area(['opl'], {
  'GET /opl/search': route({ auth: 'public', query: apiQuery(oplSearchQueryShape), response: oplSearchResultSchema }),
  'GET /opl/part': route({ auth: 'public', query: apiQuery(oplPartQueryShape), response: oplPartDetailSchema }),
  // a CSV or KiCad symbol-library file, not the envelope
  'GET /opl/library': route({ auth: 'public', query: apiQuery(oplDownloadQueryShape) }),
});

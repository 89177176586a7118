// PCB assembly (issue 11): reading a customer's BOM. The file is the customer's alone.
import { bomReadFieldsSchema, bomReadSchema } from '../contracts/pcba-bom';
import { area, route } from './route';

export const pcbaRoutes = area(['pcba'], {
  /** Multipart: one BOM file (CSV, XLS or XLSX, 20 MB). */
  'POST /v1/pcba/bom/read': route({ auth: 'user', multipart: bomReadFieldsSchema, response: bomReadSchema }),
});

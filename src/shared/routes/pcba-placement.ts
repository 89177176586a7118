// PCB assembly placement files (issue 11 "Placement"): the pick-and-place upload, read and stored for its owner.
import { placementFieldsSchema, placementReadSchema } from '../contracts/pcba-placement';
import { area, route } from './route';

export const pcbaPlacementRoutes = area(['pcba'], {
  'POST /v1/pcba/placement/read': route({ auth: 'user', multipart: placementFieldsSchema, response: placementReadSchema }),
});

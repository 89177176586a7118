// Design-file uploads (spec platform §7 POST /upload/file; issue 3 §4): previews and records are the owner's alone.
import { layerMappingBodySchema, previewParamsSchema, uploadFieldsSchema, uploadIdParamsSchema, uploadSchema } from '../contracts/upload';
import { area, route } from './route';

export const uploadRoutes = area(['upload'], {
  'POST /upload/file': route({ auth: 'user', multipart: uploadFieldsSchema, response: uploadSchema }),
  'GET /upload/file/:id': route({ auth: 'user', params: uploadIdParamsSchema, response: uploadSchema }),
  /** The board drawn from one side, as SVG. */
  'GET /upload/file/:id/preview/:side': route({ auth: 'user', params: previewParamsSchema }),
  'POST /upload/file/:id/layers': route({ auth: 'user', params: uploadIdParamsSchema, body: layerMappingBodySchema, response: uploadSchema }),
});

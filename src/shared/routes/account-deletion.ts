// Account deletion (issue 15): the spec's /third/* calls (platform §7), for the signed-in owner only. Every call
// after the first carries the wizard's token; a token of another account answers 404.
import {
  deletionCheckBodySchema, deletionCheckSchema, deletionConfirmBodySchema, deletionDoneSchema, deletionPreviewSchema,
  deletionTokenBodySchema, deletionTokenSchema,
} from '../contracts/account-deletion';
import { emptyBodySchema } from '../contracts/user';
import { area, route } from './route';

export const accountDeletionRoutes = area(['account-deletion'], {
  'POST /third/get-token': route({ auth: 'user', body: emptyBodySchema, response: deletionTokenSchema }),
  'POST /third/preview-cancel': route({ auth: 'user', body: deletionTokenBodySchema, response: deletionPreviewSchema }),
  'POST /third/verify-can-cancel': route({ auth: 'user', body: deletionCheckBodySchema, response: deletionCheckSchema }),
  'POST /third/confirm-cancel': route({ auth: 'user', body: deletionConfirmBodySchema, response: deletionDoneSchema }),
});

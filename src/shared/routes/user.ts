// /user/* and /password/*: guest id, sign-in, the account, password recovery (spec platform §3, §4, §7).
import { z } from 'zod';
import {
  emptyBodySchema, findModifyBodySchema, forgetPasswordBodySchema, guestSchema, isLoginSchema, loginBodySchema,
  paramCheckBodySchema, paramCheckSchema, registerBodySchema, sessionStateSchema, updateUserBodySchema, userInfoSchema,
} from '../contracts/user';
import { area, route } from './route';

export const userRoutes = area(['user'], {
  'GET /user/guest': route({ auth: 'public', response: guestSchema }),
  'POST /user/login': route({ auth: 'public', body: loginBodySchema, response: userInfoSchema }),
  'POST /user/is-login': route({ auth: 'public', body: emptyBodySchema, response: isLoginSchema }),
  'POST /user/logout': route({ auth: 'public', body: emptyBodySchema, response: z.null() }),
  'POST /user/register': route({ auth: 'public', body: registerBodySchema, response: userInfoSchema }),
  'GET /user/info': route({ auth: 'user', response: userInfoSchema }),
  'GET /user/session': route({ auth: 'public', response: sessionStateSchema }),
  'PUT /user/update': route({ auth: 'user', body: updateUserBodySchema, response: userInfoSchema }),
  'POST /user/forget-password': route({ auth: 'public', body: forgetPasswordBodySchema, response: z.null() }),
});

export const passwordRoutes = area(['password'], {
  'POST /password/param-check': route({ auth: 'public', body: paramCheckBodySchema, response: paramCheckSchema }),
  'POST /password/find-modify': route({ auth: 'public', body: findModifyBodySchema, response: z.null() }),
});

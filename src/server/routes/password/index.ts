// /password/*: the reset page's calls (spec platform §7), after /user/forget-password mailed the link.
import type { FastifyPluginAsync } from 'fastify';
import { checkResetLink } from '../../commands/password/check-reset-link';
import { resetPassword } from '../../commands/password/reset-password';
import { serveOn } from '../../http/serve';
import { DEVICE_COOKIE, clearSessionCookie, setDeviceCookie } from '../user/cookies';
import { rememberDevice } from '../../commands/user/known-devices';

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /password/param-check', async (req) => checkResetLink(app.deps, req.body.token));

  serve('POST /password/find-modify', async (req, reply) => {
    const userId = await resetPassword(app.deps, req.body.token, req.body.password);
    // Every session of the account was ended; if this browser had one, drop its cookie as well.
    clearSessionCookie(req, reply);
    // The reset link proved this browser's owner reads the account's mail: from now on it is a known device, so it
    // can sign in even while someone elsewhere keeps failing at this account.
    setDeviceCookie(req, reply, await rememberDevice(app.deps, userId, req.cookies[DEVICE_COOKIE]));
    return null;
  });
};

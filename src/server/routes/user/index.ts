// /user/*: guest id, sign-in state, the account, and the start of password recovery.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { forgetPasswordRoutes } from './forget-password';
import { guestRoutes } from './guest';
import { sessionRoutes } from './session';

export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guestRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(forgetPasswordRoutes);
};

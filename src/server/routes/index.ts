// Every API area, registered under /api. Each area is a Fastify plugin in its own folder.
import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/index';
import { userRoutes } from './user/index';
import { passwordRoutes } from './password/index';

const areas: FastifyPluginAsync[] = [systemRoutes, userRoutes, passwordRoutes];

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const area of areas) await app.register(area);
};

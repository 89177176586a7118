// GET /v1/system/setting and GET /help/system-status (spec platform §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { systemSettingSchema, systemStatusSchema } from '../../../shared/contracts/system';
import { getSystemSetting, getSystemStatus } from '../../commands/system/get-settings';
import { ok } from '../../http/envelope';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/system/setting',
    { schema: { tags: ['system'], querystring: apiQuery(), response: { 200: envelopeSchema(systemSettingSchema) } } },
    async () => ok(await getSystemSetting(app.deps)),
  );
  app.get(
    '/help/system-status',
    { schema: { tags: ['system'], querystring: apiQuery(), response: { 200: envelopeSchema(systemStatusSchema) } } },
    async (req) => ok(await getSystemStatus(app.deps, req.ctx.lang)),
  );
};

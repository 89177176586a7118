// /v1/user/address/*: the address book (spec platform §7). Login only; another account's address id is a 404.
import type { FastifyPluginAsync } from 'fastify';
import { createAddress } from '../../commands/address/create-address';
import { deleteAddress } from '../../commands/address/delete-address';
import { listAddresses } from '../../commands/address/list-addresses';
import { listCountries, listRegions } from '../../commands/address/list-countries';
import { updateAddress } from '../../commands/address/update-address';
import { serveOn } from '../../http/serve';

export const addressRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/user/address/index', async (req) => listAddresses(app.deps, req.user.id, req.ctx.lang));
  serve('GET /v1/user/address/country', async (req) => listCountries(req.ctx.lang));
  serve('GET /v1/user/address/region', async (req) => listRegions(req.query.country_id, req.ctx.lang));
  serve('POST /v1/user/address/create', async (req) => createAddress(app.deps, req.user.id, req.body, req.ctx.lang));
  serve('PUT /v1/user/address/update', async (req) => updateAddress(app.deps, req.user.id, req.query.id, req.body, req.ctx.lang));
  serve('DELETE /v1/user/address/delete', async (req) => deleteAddress(app.deps, req.user.id, req.query.id));
};

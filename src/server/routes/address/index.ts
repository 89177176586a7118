// /v1/user/address/*: the address book (spec platform §7). Login only; another account's address id is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  addressBodySchema, addressDeletedSchema, addressIdQueryShape, addressListSchema, addressSavedSchema,
  countryListSchema, regionListSchema, regionQueryShape,
} from '../../../shared/contracts/address';
import { createAddress } from '../../commands/address/create-address';
import { deleteAddress } from '../../commands/address/delete-address';
import { listAddresses } from '../../commands/address/list-addresses';
import { listCountries, listRegions } from '../../commands/address/list-countries';
import { updateAddress } from '../../commands/address/update-address';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['address'];
  app.get(
    '/v1/user/address/index',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(addressListSchema) } } },
    async (req) => ok(await listAddresses(app.deps, req.user.id, req.ctx.lang)),
  );
  app.get(
    '/v1/user/address/country',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(countryListSchema) } } },
    async (req) => ok(listCountries(req.ctx.lang)),
  );
  app.get(
    '/v1/user/address/region',
    {
      preValidation: requireUser,
      schema: { tags, querystring: apiQuery(regionQueryShape), response: { 200: envelopeSchema(regionListSchema) } },
    },
    async (req) => ok(listRegions(req.query.country_id)),
  );
  app.post(
    '/v1/user/address/create',
    {
      preValidation: requireUser,
      schema: { tags, querystring: apiQuery(), body: addressBodySchema, response: { 200: envelopeSchema(addressSavedSchema) } },
    },
    async (req) => ok(await createAddress(app.deps, req.user.id, req.body, req.ctx.lang)),
  );
  app.put(
    '/v1/user/address/update',
    {
      preValidation: requireUser,
      schema: {
        tags, querystring: apiQuery(addressIdQueryShape), body: addressBodySchema, response: { 200: envelopeSchema(addressSavedSchema) },
      },
    },
    async (req) => ok(await updateAddress(app.deps, req.user.id, req.query.id, req.body, req.ctx.lang)),
  );
  app.delete(
    '/v1/user/address/delete',
    {
      preValidation: requireUser,
      schema: { tags, querystring: apiQuery(addressIdQueryShape), response: { 200: envelopeSchema(addressDeletedSchema) } },
    },
    async (req) => ok(await deleteAddress(app.deps, req.user.id, req.query.id)),
  );
};

// Content and reference data: navigation, banners, CMS pages, help articles, currency rates, languages,
// newsletter (spec platform §3, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyNewsletterRoutes } from './currency-newsletter';
import { navigationRoutes } from './navigation';
import { pageRoutes } from './pages';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(navigationRoutes);
  await app.register(pageRoutes);
  await app.register(currencyNewsletterRoutes);
};

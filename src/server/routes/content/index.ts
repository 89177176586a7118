// Content and reference data: navigation, banners, CMS pages, help articles, currency rates, languages,
// newsletter (spec platform §3, §7).
import type { FastifyPluginAsync } from 'fastify';
import { currencyNewsletterRoutes } from './currency-newsletter';
import { navigationRoutes } from './navigation';
import { pageRoutes } from './pages';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(navigationRoutes);
  await app.register(pageRoutes);
  await app.register(currencyNewsletterRoutes);
};

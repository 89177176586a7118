// Shell and content reads: system settings, menu, banners, languages, CMS pages, help articles, currency rates and
// the newsletter (spec platform §1, §3, §7).
import { z } from 'zod';
import { apiQuery } from '../api';
import {
  articleDetailQueryShape, articleDetailSchema, articleQueryShape, articleSummarySchema, bannerBodySchema, bannerSchema,
  cmsBodySchema, cmsPageSchema, currencyRateSchema, currencyTransBodySchema, langListSchema, menuItemSchema,
  newsletterBodySchema, newsletterResultSchema,
} from '../contracts/content';
import { systemSettingSchema, systemStatusSchema } from '../contracts/system';
import { area, route } from './route';

export const systemRoutes = area(['system'], {
  'GET /v1/system/setting': route({ auth: 'public', response: systemSettingSchema }),
  'GET /help/system-status': route({ auth: 'public', response: systemStatusSchema }),
});

export const contentRoutes = area(['content'], {
  'GET /menu/list': route({ auth: 'public', response: z.array(menuItemSchema) }),
  'POST /help/top-banner': route({ auth: 'public', body: bannerBodySchema, response: z.array(bannerSchema) }),
  'GET /lang/list': route({ auth: 'public', response: langListSchema }),
  'POST /cms/detail-by-key': route({ auth: 'public', body: cmsBodySchema, response: cmsPageSchema }),
  'GET /help/article': route({ auth: 'public', query: apiQuery(articleQueryShape), response: z.array(articleSummarySchema) }),
  'GET /help/article-detail': route({ auth: 'public', query: apiQuery(articleDetailQueryShape), response: articleDetailSchema }),
  'POST /currency/trans': route({ auth: 'public', body: currencyTransBodySchema, response: currencyRateSchema }),
  'POST /newsletter/subscribe': route({ auth: 'public', body: newsletterBodySchema, response: newsletterResultSchema }),
});

// The staff console's content screens (issue 9): banners (with the A/B key), navigation menu, help articles and FAQ,
// CMS blocks, exchange rates; and the public address of an uploaded banner image. The notice is in ./staff.ts.
import { z } from 'zod';
import {
  bannerImageParamsSchema, bannerImageSchema, staffArticleBodySchema, staffArticleListSchema, staffArticleQuerySchema,
  staffArticleSchema, staffBannerBodySchema, staffBannerListSchema, staffBannerSchema, staffCmsBlockSchema, staffCmsBodySchema,
  staffCmsListSchema, staffIdBodySchema, staffMenuBodySchema, staffMenuItemSchema, staffMenuListSchema, staffRateBodySchema,
  staffRateListSchema, staffRateSchema,
} from '../contracts/staff-content';
import { area, route } from './route';

const deleted = z.object({ id: z.number() });
const auth = 'staff:content.manage' as const;

export const staffContentScreenRoutes = area(['staff', 'content'], {
  'GET /v1/staff/content/banners': route({ auth, response: staffBannerListSchema }),
  'POST /v1/staff/content/banners': route({ auth, body: staffBannerBodySchema, response: staffBannerSchema }),
  'POST /v1/staff/content/banners/delete': route({ auth, body: staffIdBodySchema, response: deleted }),
  /** A banner image (PNG, JPEG, WebP, GIF; checked by content and size); answers its address for the banner. */
  'POST /v1/staff/content/banners/image': route({ auth, multipart: z.strictObject({}), response: bannerImageSchema }),

  'GET /v1/staff/content/menu': route({ auth, response: staffMenuListSchema }),
  'POST /v1/staff/content/menu': route({ auth, body: staffMenuBodySchema, response: staffMenuItemSchema }),
  'POST /v1/staff/content/menu/delete': route({ auth, body: staffIdBodySchema, response: deleted }),

  'GET /v1/staff/content/articles': route({ auth, query: staffArticleQuerySchema, response: staffArticleListSchema }),
  'POST /v1/staff/content/articles': route({ auth, body: staffArticleBodySchema, response: staffArticleSchema }),

  'GET /v1/staff/content/cms': route({ auth, response: staffCmsListSchema }),
  'POST /v1/staff/content/cms': route({ auth, body: staffCmsBodySchema, response: staffCmsBlockSchema }),

  'GET /v1/staff/content/rates': route({ auth, response: staffRateListSchema }),
  'POST /v1/staff/content/rates': route({ auth, body: staffRateBodySchema, response: staffRateSchema }),
});

export const bannerImageRoutes = area(['content'], {
  /** An uploaded banner image, served with its checked type (no answer schema: the bytes themselves). */
  'GET /v1/content/banner-image/:name': route({ auth: 'public', params: bannerImageParamsSchema }),
});

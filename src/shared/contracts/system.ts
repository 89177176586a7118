import { z } from 'zod';

export const systemSettingSchema = z.object({
  banner_use_abtest_key: z.string(),
  /** Each edition's public address (PUBLIC_URL, PUBLIC_URL_JP): where the header's link to the other edition goes. */
  edition_urls: z.object({ en: z.string(), jp: z.string() }),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const systemStatusSchema = z.object({ normal: z.boolean(), title: z.string(), desc: z.string() });
export type SystemStatus = z.infer<typeof systemStatusSchema>;

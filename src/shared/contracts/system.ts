import { z } from 'zod';

export const systemSettingSchema = z.object({
  banner_use_abtest_key: z.string(),
  /**
   * Changes whenever staff change an exchange rate: the browser's cached rate (the Japanese edition's one-day cookie)
   * is used only while it was fetched under the same key.
   */
  currency_rates_key: z.string(),
  /** Each edition's public address (PUBLIC_URL, PUBLIC_URL_JP): where the header's link to the other edition goes. */
  edition_urls: z.object({ en: z.string(), jp: z.string() }),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const systemStatusSchema = z.object({ normal: z.boolean(), title: z.string(), desc: z.string() });
export type SystemStatus = z.infer<typeof systemStatusSchema>;

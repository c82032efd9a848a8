import { z } from '#/lib/zod.ts';
import { publicSettingsSchema, saveSettingsSchema, storeSettingsSchema } from '#/lib/settings.ts';
import { endpoint } from './contract.ts';
import { publicSettingsEndpoint } from './public-settings.ts';

/**
 * Store settings: staff read and save them all (/admin/settings); any browser reads the few the
 * popup shows (its texts), so a change reaches prerendered pages too without a rebuild.
 */
const payment = z.object({ provider: z.string(), configured: z.boolean(), detail: z.string() });

export const settingsApi = {
  adminSettings: endpoint('GET', '/admin/settings', { response: z.object({ settings: storeSettingsSchema, payment }) }),
  saveSettings: endpoint('POST', '/admin/settings', { request: saveSettingsSchema, response: z.object({ settings: storeSettingsSchema, changed: z.array(z.string()) }) }),
  publicSettings: { ...publicSettingsEndpoint, response: publicSettingsSchema },
};

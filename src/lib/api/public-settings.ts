import type { publicSettingsSchema } from '#/lib/settings.ts';
import type { Endpoint } from './contract.ts';

/**
 * GET /settings, the popup's texts, declared without its schema: the popup island runs on the first
 * visit of every prerendered article, which must not download zod for two strings. The browser
 * client only types answers (it never parses them); `settingsApi.publicSettings` is this same
 * descriptor with its schema, which the route and the contract test use.
 */
export const publicSettingsEndpoint = { method: 'GET', path: '/settings', base: 'api' } as unknown as Endpoint<undefined, typeof publicSettingsSchema>;

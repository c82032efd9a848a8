import type { APIRoute } from 'astro';
import { requestMeta } from '#/server/auth/http-session.ts';
import { requestRecovery } from '#/server/auth/recovery.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { getMailer } from '#/server/mail/index.ts';
import { accountApi } from '#/lib/api/account.ts';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { email } = await readJson(context.request, accountApi.recover.request);
  const { message, delivery } = await requestRecovery(await getDb(), email, { mailer: getMailer(), siteUrl: config.siteUrl, ip: requestMeta(context).ip });
  delivery.catch((error: unknown) => console.error('[mail] recovery mail failed:', error));
  return json({ success: true, message });
});

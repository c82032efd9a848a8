import type { APIRoute } from 'astro';
import { z } from 'zod';
import { requestMeta } from '../../../server/auth/http-session.ts';
import { requestRecovery } from '../../../server/auth/recovery.ts';
import { config } from '../../../server/config.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';
import { getMailer } from '../../../server/mail/index.ts';

export const prerender = false;

const Body = z.object({ email: z.string().trim().max(320) });

export const POST: APIRoute = handle(async (context) => {
  const { email } = await readJson(context.request, Body);
  const { message, delivery } = await requestRecovery(await getDb(), email, { mailer: getMailer(), siteUrl: config.siteUrl, ip: requestMeta(context).ip });
  delivery.catch((error: unknown) => console.error('[mail] recovery mail failed:', error));
  return json({ success: true, message });
});

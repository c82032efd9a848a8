import type { APIRoute } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { saveFcmToken } from '#/server/push/save-token.ts';
import { pushApi } from '#/lib/api/push.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

/** POST {api base}/apiFirewall/save-fcm-token {token}: the spec's token save (also at /apiFirewall/…). */
export const POST: APIRoute = handle(async (context) => {
  const { request, locals } = context;
  const { token } = await readJson(request, pushApi.saveToken.request);
  const result = await saveFcmToken(await getDb(), {
    token,
    userId: locals.user?.id ?? null,
    userAgent: request.headers.get('user-agent'),
    // Per client address (X-Forwarded-For only through TRUSTED_PROXIES), so every visitor behind a proxy is not one key.
    clientKey: requestIp(context),
  });
  return json(result);
});

import { adminRoute, pathId } from '#/server/admin/route.ts';
import { submitCustomizeLevel } from '#/server/content/admin-forms.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** Levels are never deleted (orders refer to them): untick "active" to withdraw one. */
export const POST = adminRoute(async (context, actor) => json(await submitCustomizeLevel(await getDb(), getStorage(), context.request, actor, pathId(context))));

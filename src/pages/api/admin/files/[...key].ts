import { adminRoute } from '#/server/admin/route.ts';
import { getStorage } from '#/server/storage/index.ts';
import { adminFile } from '#/server/uploads/serve.ts';

export const prerender = false;

/** Any stored file, private ones included, for admins (reviewing source files and job files). */
export const GET = adminRoute(async ({ params }) => adminFile(getStorage(), params.key ?? ''));

import { defineMiddleware } from 'astro:middleware';

/**
 * Thin middleware. The accounts feature resolves the session cookie into
 * `locals.user` and applies the area guard (src/lib/access.ts) here.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user ??= null;
  return next();
});

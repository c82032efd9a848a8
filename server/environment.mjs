/**
 * The server's environment, settled before any other module loads (server/index.mjs imports this
 * first): the .env file, the runtime defaults, then the one schema (src/env-schema.ts). A wrong or
 * missing value stops the start here, naming the variable, instead of at the first request needing it.
 */
import { parseEnv } from '#/server/config/env.ts';

try {
  process.loadEnvFile('.env');
} catch {
  // no .env file: the environment and the schema's defaults apply
}
// React (islands rendered on the server) is not bundled: it loads its development build, several times
// slower to render, unless NODE_ENV is production. An unset NODE_ENV keeps meaning demo mode 'auto' = on.
if (!process.env.NODE_ENV) {
  if ((process.env.DEMO_MODE ?? 'auto') === 'auto') process.env.DEMO_MODE = 'on';
  process.env.NODE_ENV = 'production';
}
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

/** @type {import('#/server/config/env.ts').Env} */
let checked;
try {
  checked = parseEnv(process.env);
} catch (error) {
  console.error(`Toonmart could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
export const serverEnv = checked;
/** Where this process answers, for its log lines: SITE_URL, or the local port when no public address is set. */
export const listenUrl = process.env.SITE_URL ? checked.SITE_URL : `http://localhost:${checked.PORT}`;

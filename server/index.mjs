/**
 * The production server: Astro's node handler (static files and rendered routes)
 * behind response compression and security headers. @astrojs/node compresses
 * nothing, so this wrapper does (brotli or gzip, per Accept-Encoding).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { securityHeaders } from './security-headers.mjs';

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
const { handler } = await import('../dist/server/entry.mjs');

const host = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 4321);
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;

const compress = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  // Downloads are already compressed or are large binaries: stream them as they are.
  filter: (req, res) => !String(res.getHeader('content-disposition') ?? '').startsWith('attachment') && compression.filter(req, res),
});
const secure = securityHeaders({ https: siteUrl.startsWith('https:') });

const server = http.createServer((req, res) => {
  secure(req, res);
  compress(req, res, () => handler(req, res));
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, async () => {
  // Open the database now (take its lock, apply migrations, seed demo data) rather than on the first visitor.
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('Toonmart could not start: the database did not open (see the error above).');
    process.exit(1);
  }
  console.log(`Toonmart is ready on ${siteUrl}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

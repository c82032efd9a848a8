/**
 * The production server: Astro's node handler (static files and rendered routes)
 * behind response compression and security headers. @astrojs/node compresses
 * nothing, so this wrapper does (brotli or gzip, per Accept-Encoding).
 */
import { listenUrl, serverEnv } from './environment.mjs';
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import { securityHeaders } from './security-headers.mjs';
import { installEdgeCache } from '#/server/cache/edge-cache.ts';
import { PrerenderedPages } from '#/server/cache/prerendered-pages.ts';
import { sessionCookieName } from '#/server/auth/cookies.ts';
import { answerSessionCheck } from '#/server/auth/session-check.ts';
import { announceReady, clusterRefusal, superviseWorkers } from '#/server/ops/cluster.ts';
import { closeGracefully } from '#/server/ops/shutdown.ts';
import { createMetrics, serveMetrics } from '#/server/ops/metrics.ts';
import { trackRequest } from '#/server/ops/request-log.ts';
import { mayBeStaticFile, staticNames } from '#/server/http/static-names.ts';

const dist = path.resolve(fileURLToPath(new URL('..', import.meta.url)), serverEnv.TOONMART_DIST_DIR);
const { HOST: host, PORT: port, WEB_CONCURRENCY: workers } = serverEnv;
const siteUrl = listenUrl;

const refusal = clusterRefusal(workers, serverEnv.DATABASE_URL);
if (refusal) {
  console.error(`Toonmart could not start: ${refusal}`);
  process.exit(1);
}
const metricsPort = serverEnv.METRICS_PORT;
if (workers > 1 && cluster.isPrimary) {
  await superviseWorkers(workers, () => console.log(`Toonmart is ready on ${siteUrl} (${workers} processes)`));
  if (metricsPort) serveMetrics(metricsPort);
} else {
  await serve();
}

async function serve() {
  const { handler, appHandler } = await import(pathToFileURL(path.join(dist, 'server/entry.mjs')).href);
  // API calls and server islands, which cannot name a file under dist/client, skip the adapter's static
  // step, a failed stat per request (docs/decisions/0235). Rendered pages keep the usual way for now (the ADR says why).
  const clientNames = staticNames(path.join(dist, 'client'));
  const direct = (url) => (url.startsWith('/api/') || url.startsWith('/_server-islands/')) && !mayBeStaticFile(url, clientNames);
  const astro = (req, res) => {
    if (!direct(req.url)) return handler(req, res);
    try {
      decodeURI(req.url);
    } catch {
      // The adapter's own answer to an address it cannot decode.
      res.writeHead(400);
      return res.end('Bad request.');
    }
    appHandler(req, res);
  };

  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Downloads are already compressed or are large binaries: stream them as they are.
    filter: (req, res) => !String(res.getHeader('content-disposition') ?? '').startsWith('attachment') && compression.filter(req, res),
  });
  const secure = securityHeaders({ https: siteUrl.startsWith('https:') });
  const sessionCookie = sessionCookieName(siteUrl.startsWith('https:'));
  const edge = installEdgeCache(sessionCookie);
  // Articles and other prerendered pages from memory, ahead of Astro's per-request file handler.
  const prerendered = new PrerenderedPages(path.join(dist, 'client'));
  const observe = createMetrics(() => edge.stats());

  const server = http.createServer((req, res) => {
    trackRequest(req, res, observe);
    secure(req, res);
    edge.serve(req, res, () => {
      if (prerendered.serve(req, res)) return;
      if (answerSessionCheck(req, res, sessionCookie)) return;
      compress(req, res, () => {
        edge.record(req, res);
        astro(req, res);
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, async () => {
    // Open the database now (take its lock, apply migrations, seed demo data) rather than on the first visitor.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error) => error);
    if (!(health instanceof Response) || !health.ok) {
      console.error('Toonmart could not start: see the error above (a database that did not open, or demo-only settings in production).');
      process.exit(1);
    }
    await warmUp(port);
    if (cluster.isWorker) return announceReady();
    if (metricsPort) serveMetrics(metricsPort);
    warnOfAnotherSite();
    console.log(`Toonmart is ready on ${siteUrl}`);
  });
  closeGracefully(server);
}

/**
 * Renders the catalogue and a search once before taking traffic: the code paths compile, the search
 * vocabulary and the filter facets load, and the most visited page lands in the page cache. Without it
 * the first crowd after a start waited on a cold search render several times slower than a warm one.
 */
async function warmUp(port) {
  for (const path of ['/cartoon-characters', '/cartoon-characters?q=cartoon']) {
    await fetch(`http://127.0.0.1:${port}${path}`).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
  }
}

/** Prerendered pages name the address of their build: say so when the server runs under another one. */
function warnOfAnotherSite() {
  const wanted = new URL(serverEnv.SITE_URL).href;
  let built = null;
  try {
    built = new URL(JSON.parse(fs.readFileSync(path.join(dist, 'build-settings.json'), 'utf8')).siteUrl).href;
  } catch {
    // a build from before build-settings.json: nothing to compare
  }
  if (built && built !== wanted) {
    console.warn(
      `Warning: this build was made for ${built} but SITE_URL is ${wanted}. The static pages (home, blog, about…) still name ${built} in canonical links and og tags; \`npm start\` rebuilds, or run \`npm run build\` with this SITE_URL.`,
    );
  }
}

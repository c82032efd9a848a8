import cluster from 'node:cluster';
import http from 'node:http';
import client from 'prom-client';
import type { EdgeStats } from '#/server/cache/edge-cache.ts';
import { poolStats } from '#/server/db/pool-stats.ts';
import { queriesSoFar } from '#/server/db/query-count.ts';
import { env } from '#/server/config/env.ts';
import { droppedLogLines } from './request-log.ts';

/**
 * Prometheus metrics: request durations by route, method and status, page-cache hits and misses,
 * database pool use and Node's defaults. Served on their own port (METRICS_PORT, on 127.0.0.1 unless
 * METRICS_HOST says otherwise), never by the public server; with several workers the primary sums theirs.
 */
function gauge(name: string, help: string, read: () => number | undefined): void {
  new client.Gauge({ name, help, collect() { this.set(read() ?? 0); } });
}

export function createMetrics(edge: () => EdgeStats) {
  client.collectDefaultMetrics();
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });
  gauge('toonmart_page_cache_hits', 'Pages answered from the shared page cache since start', () => edge().hits);
  gauge('toonmart_page_cache_misses', 'Cacheable pages rendered because they were not cached', () => edge().misses);
  gauge('toonmart_page_cache_entries', 'Pages held in the shared page cache', () => edge().entries);
  gauge('toonmart_db_pool_connections', 'Open PostgreSQL connections of the pool', () => poolStats()?.total);
  gauge('toonmart_db_pool_idle', 'Idle PostgreSQL connections of the pool', () => poolStats()?.idle);
  gauge('toonmart_db_queries', 'Database queries made by the app since start', () => queriesSoFar());
  gauge('toonmart_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', () => poolStats()?.waiting);
  gauge('toonmart_log_lines_dropped', 'Request log lines dropped because the reader of stdout fell behind', droppedLogLines);
  return (route: string, method: string, status: number, seconds: number) => duration.labels(route, method, String(status)).observe(seconds);
}

/** The metrics port: this process's registry, or in a cluster's primary the sum of every worker's. */
export function serveMetrics(port: number, host = env().METRICS_HOST, token = env().METRICS_TOKEN): http.Server {
  const aggregator = cluster.isPrimary && cluster.workers && Object.keys(cluster.workers).length ? new client.AggregatorRegistry() : null;
  const server = http.createServer((req, res) => {
    if (token && req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('token required\n');
      return;
    }
    const body = aggregator ? aggregator.clusterMetrics() : client.register.metrics();
    body.then(
      (text) => res.writeHead(200, { 'content-type': client.register.contentType }).end(text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  return server.listen(port, host);
}

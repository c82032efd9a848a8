import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { env } from '#/server/config/env.ts';
import { routeLabel } from './route-label.ts';

/**
 * One JSON line per request (pino): method, route, status, duration and a request id. The id comes
 * from the load balancer's X-Request-Id when it looks sane, else a new one; it is returned in the
 * X-Request-Id header and handed to the app (5xx pages show it, so a visitor can quote it).
 *
 * Lines are written to stdout asynchronously: a request never waits for the log reader. When the
 * reader falls behind (a pipe into a busy process), lines queue up to LOG_BUFFER_BYTES and past that
 * are dropped and counted (`droppedLogLines`, the `toonmart_log_lines_dropped` metric) rather than
 * holding memory without bound or slowing the store. pino writes what is queued when the process exits.
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;
const destination = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES });
let dropped = 0;
destination.on('drop', () => dropped++);
export const logger = pino({ level: env().LOG_LEVEL, base: { pid: process.pid } }, destination);

/** Log lines dropped since start because the reader of stdout was LOG_BUFFER_BYTES behind. */
export function droppedLogLines(): number {
  return dropped;
}

const INCOMING_ID = /^[\w.-]{8,64}$/;

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : randomUUID();
}

export type Observer = (route: string, method: string, status: number, seconds: number) => void;

/** Tags the request with its id and logs (and reports to `observe`) when the response is finished. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, observe?: Observer): void {
  const id = requestId(req);
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req.url ?? '/');
    observe?.(route, req.method ?? 'GET', res.statusCode, seconds);
    const line = { reqId: id, method: req.method, route, url: req.url, status: res.statusCode, ms: Math.round(seconds * 1000) };
    if (res.statusCode >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
}

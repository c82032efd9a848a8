import type { Server } from 'node:http';
import { env } from '#/server/config/env.ts';

/**
 * SIGTERM and SIGINT: stop accepting connections, let requests in flight finish (idle keep-alive
 * connections are closed at once), then exit; a request that never ends is cut after `graceMs`.
 */
export function closeGracefully(server: Server, graceMs = env().SHUTDOWN_GRACE_MS, onClosed?: () => Promise<void>): void {
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    server.close(() => void Promise.resolve(onClosed?.()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), graceMs).unref();
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
